import type { ReactNode } from 'react';
import styles from './AuthPages.module.css';

/** The account pages' one card (sign in, register, forgot and reset password): heading, content, links under it. */
export function AuthCard({ title, links, children }: { title: string; links: ReactNode; children: ReactNode }) {
  return (
    <section className={`container ${styles.page}`}>
      <div className={styles.card}>
        <h1>{title}</h1>
        {children}
        <div className={styles.links}>{links}</div>
      </div>
    </section>
  );
}
