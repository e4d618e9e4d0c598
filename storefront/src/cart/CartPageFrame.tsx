import type { ReactNode } from 'react';
import { Link } from '../router/router';
import { useT } from '../i18n/I18nContext';
import styles from './CartPageFrame.module.css';

/**
 * The cart's and checkout's page: its title, then the page's own content, or, while the cart is empty,
 * what the page says about that and the way back to the shirts.
 */
export default function CartPageFrame({
  title,
  empty,
  children,
}: {
  title: string;
  /** What the page says of an empty cart: given, it stands in place of the page's content. */
  empty?: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section className={`container ${styles.page}`}>
      <h1>{title}</h1>
      {empty ? (
        <div className={`notice ${styles.empty}`}>
          <p>{empty}</p>
          <Link to="/products" className="button">
            {t('common.browseProducts')}
          </Link>
        </div>
      ) : (
        children
      )}
    </section>
  );
}
