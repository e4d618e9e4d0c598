import { useEffect, type ReactNode, type RefObject } from 'react';
import { useShopName } from '../useShopName';
import styles from './Page.module.css';

/**
 * One admin screen: its heading, the window title, and an optional row of actions beside the heading.
 * `titleRef` makes the heading focusable from code, for a screen drawn in place of another
 * (useFormInPlace.ts).
 */
export function Page({
  title,
  actions,
  titleRef,
  children,
}: {
  title: string;
  actions?: ReactNode;
  titleRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  const shopName = useShopName();
  useEffect(() => {
    document.title = `${title} · ${shopName ?? 'Shop admin'}`;
  }, [title, shopName]);
  return (
    <>
      <div className={styles.heading}>
        <h1 className={styles.title} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
          {title}
        </h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </>
  );
}
