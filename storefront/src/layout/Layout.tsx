import type { ReactNode } from 'react';
import { useT } from '../i18n/I18nContext';
import Footer from './Footer';
import NavBar from './NavBar';

/** The frame of every screen: the skip link, the navigation bar, the page and the footer. */
export default function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a className="visually-hidden" href="#main">
        {t('common.skipToContent')}
      </a>
      <NavBar />
      <main id="main">{children}</main>
      <Footer />
    </>
  );
}
