import { useEffect, useState } from 'react';
import { productText } from '../catalog/productText';
import { Link } from '../router/router';
import type { Product } from '../../../common/catalog';
import type { Order } from '../../../common/orders';
import type { MessageKey } from '../i18n/catalog';
import { formatDate, useI18n, useT } from '../i18n/I18nContext';
import { accountApi } from '../account/api';
import { Amount, Ltr } from '../i18n/Ltr';
import ItemName from '../orders/ItemName';
import { ProductThumbnail } from '../catalog/ProductImage';
import { rememberOrderProof } from '../orders/orderProof';
import { shopperStatus } from '../orders/orderState';
import { useToast } from '../toast/ToastContext';
import styles from './ProfilePage.module.css';

/** The shopper's own lists on the profile page's tabs: their orders and their wishlist. */

function useLoaded<T>(load: () => Promise<T>) {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error' } | { status: 'loaded'; value: T }>({
    status: 'loading',
  });
  useEffect(() => {
    let live = true;
    load()
      .then((value) => live && setState({ status: 'loaded', value }))
      .catch(() => live && setState({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [load]);
  return [state, setState] as const;
}

/** What each of the shopper's lists says until it has rows. */
const LIST_WORDS = {
  orders: { loading: 'profile.ordersLoading', failed: 'profile.ordersFailed', empty: 'profile.noOrders' },
  wishlist: { loading: 'profile.wishlistLoading', failed: 'profile.wishlistFailed', empty: 'profile.wishlistEmpty' },
} satisfies Record<string, Record<'loading' | 'failed' | 'empty', MessageKey>>;

/** A list of the shopper's (orders, wishlist) until it has rows: loading, failed, or empty with the way to the shirts. */
function ListStatus({ list, status }: { list: keyof typeof LIST_WORDS; status: 'loading' | 'error' | 'loaded' }) {
  const t = useT();
  const words = LIST_WORDS[list];
  if (status === 'loading') return <p>{t(words.loading)}</p>;
  if (status === 'error') return <p className={styles.error}>{t(words.failed)}</p>;
  return (
    <p>
      {t(words.empty)} <Link to="/products">{t('account.browseProducts')}</Link>
    </p>
  );
}

export function MyOrders() {
  const { t } = useI18n();
  const [state] = useLoaded(accountApi.myOrders);
  if (state.status !== 'loaded' || state.value.length === 0) return <ListStatus list="orders" status={state.status} />;
  return (
    <ul className={styles.orders}>
      {state.value.map((order: Order) => (
        <li key={order.orderRef} className={styles.order}>
          <div className={styles.orderHead}>
            <Ltr>
              <strong>{order.orderRef}</strong>
            </Ltr>
            <span className={styles.badge}>{shopperStatus(order)}</span>
          </div>
          <p>
            {formatDate(order.createdAt, { dateStyle: 'medium' })} · <Amount value={order.total} /> ·{' '}
            {t(order.paymentMethod === 'cod' ? 'profile.cashOnDelivery' : 'profile.bankTransfer')}
          </p>
          <ul>
            {order.items.map((item) => (
              <li key={`${item.productId}-${item.size}-${item.color}`}>
                <ItemName item={item} />
              </li>
            ))}
          </ul>
          {/* The reference only in the address; the e-mail is kept for this tab (decision 0127). */}
          <Link
            to={`/track-order?orderRef=${order.orderRef}`}
            onClick={() => rememberOrderProof(order.orderRef, order.customer.email || order.customer.phone)}
          >
            {t('profile.trackOrder')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Wishlist() {
  const { language, t } = useI18n();
  const toast = useToast();
  const [state, setState] = useLoaded(accountApi.wishlist);
  const remove = async (product: Product) => {
    try {
      setState({ status: 'loaded', value: await accountApi.removeFromWishlist(product.id) });
    } catch {
      toast.show(t('profile.removeFailed'), 'error');
    }
  };
  if (state.status !== 'loaded' || state.value.length === 0)
    return <ListStatus list="wishlist" status={state.status} />;
  return (
    <ul className={styles.wishlist}>
      {state.value.map((product) => {
        // The owner's Urdu title for an Urdu reader (issue 26).
        const { title } = productText(product, language);
        return (
          <li key={product.id} className={styles.wish}>
            <ProductThumbnail url={product.imageUrl} title={title} className={styles.wishImage} />
            <div>
              <Link to={`/products/${encodeURIComponent(product.id)}`} className={styles.wishTitle}>
                {title}
              </Link>
              <p>
                <Amount value={product.price} />
              </p>
              <div className={styles.wishActions}>
                <Link to={`/products/${encodeURIComponent(product.id)}`} className="button secondary">
                  {t('profile.chooseSize')}
                </Link>
                <button
                  type="button"
                  className="button secondary"
                  onClick={() => void remove(product)}
                  aria-label={t('profile.removeNamed', { title })}
                >
                  {t('profile.remove')}
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
