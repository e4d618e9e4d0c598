import type { ReactNode } from 'react';
import Footer from './Footer';
import NavBar from './NavBar';

/** The frame of every screen: the skip link, the navigation bar, the page and the footer. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="visually-hidden" href="#main">
        Skip to content
      </a>
      <NavBar />
      <main id="main">
        {children}
      </main>
      <Footer />
    </>
  );
}
