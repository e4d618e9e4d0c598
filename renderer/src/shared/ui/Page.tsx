import { useEffect, type ReactNode } from 'react';
import { useShopName } from '../useShopName';
import styles from './Page.module.css';

/** One admin screen: its heading, the window title, and an optional row of actions beside the heading. */
export function Page({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const shopName = useShopName();
  useEffect(() => {
    document.title = `${title} · ${shopName ?? 'Shop admin'}`;
  }, [title, shopName]);
  return (
    <>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </>
  );
}
