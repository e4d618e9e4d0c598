import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, Navigate, useLocation } from '../router/router';
import { changePasswordSchema, profileUpdateSchema, type ShopperProfile } from '../../../common/accounts';
import type { Product } from '../../../common/catalog';
import { formatPrice } from '../../../common/money';
import type { Order } from '../../../common/orders';
import { ApiError } from '../../../common/apiClient';
import { useAuth } from '../account/AuthContext';
import { accountApi } from '../account/api';
import ProductImage from '../catalog/ProductImage';
import FormField, { FormProblemMessage } from '../forms/FormField';
import { firstProblem, useFormProblem } from '../forms/useFormProblem';
import { useClaimLink } from '../orders/useClaimLink';
import { shopperStatus } from '../orders/orderState';
import { useToast } from '../toast/ToastContext';
import styles from './ProfilePage.module.css';
import { usePageMeta } from '../seo/usePageMeta';
import { formatPhone } from '../../../common/phone';

const TABS = ['Profile', 'Security', 'My Orders', 'Wishlist'] as const;
type Tab = (typeof TABS)[number];

/** Element ids hold no spaces: 'My Orders' would otherwise read as two ids in aria-controls. */
const slug = (name: Tab) => name.toLowerCase().replace(/\s+/g, '-');
const tabId = (name: Tab) => `tab-${slug(name)}`;
const panelId = (name: Tab) => `panel-${slug(name)}`;

/** The shopper's own page (docs/product.md §2 Profile): a tab list that works with arrow keys. */
export default function ProfilePage() {
  const { user, loading } = useAuth();
  const location = useLocation();
  const [tab, setTab] = useState<Tab>('Profile');
  usePageMeta({ title: 'Your profile' });
  useClaimLink(() => setTab('My Orders'));

  if (loading) return <p className="container">Loading...</p>;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;

  // WAI-ARIA tabs pattern (automatic activation): arrows move and wrap, Home and End go to the ends.
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const target = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length]!;
    setTab(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <section className={`container ${styles.page}`}>
      <h1>
        Assalam o Alaikum, {user.firstName}
      </h1>
      <div role="tablist" aria-label="Your account" className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            id={tabId(name)}
            role="tab"
            type="button"
            aria-selected={tab === name}
            // Only the chosen tab's panel is in the page.
            aria-controls={tab === name ? panelId(name) : undefined}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} tabIndex={0} className={styles.panel}>
        {tab === 'Profile' && <ProfileForm user={user} />}
        {tab === 'Security' && <PasswordForm />}
        {tab === 'My Orders' && <MyOrders />}
        {tab === 'Wishlist' && <Wishlist />}
      </div>
    </section>
  );
}

type ProfileField = 'firstName' | 'lastName' | 'phone' | 'street' | 'city' | 'state' | 'zip';
const PROFILE_FIELDS: { key: ProfileField; label: string; autoComplete: string }[] = [
  { key: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { key: 'phone', label: 'Phone', autoComplete: 'tel' },
  { key: 'street', label: 'Street address', autoComplete: 'street-address' },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'state', label: 'Province', autoComplete: 'address-level1' },
  { key: 'zip', label: 'ZIP', autoComplete: 'postal-code' },
];

/** Profile (docs/product.md §5 Profile): checked with the server's own schema; the e-mail is shown, never changed. */
function ProfileForm({ user }: { user: ShopperProfile }) {
  const { setUser } = useAuth();
  const toast = useToast();
  const [form, setForm] = useState<Record<ProfileField, string>>({ firstName: user.firstName, lastName: user.lastName, phone: formatPhone(user.phone), ...user.address });
  const { problem, problemId, show, fieldProps } = useFormProblem<ProfileField>('profile');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { firstName, lastName, phone, street, city, state, zip } = form;
    const checked = profileUpdateSchema.safeParse({ firstName, lastName, phone, email: user.email, address: { street, city, state, zip, country: 'Pakistan' } });
    const found = firstProblem(
      PROFILE_FIELDS.map((field) => field.key),
      checked,
    );
    if (found || !checked.success) return show(found);
    show(null);
    setBusy(true);
    try {
      setUser(await accountApi.updateProfile(checked.data));
      toast.show('Profile updated', 'success', 'profile');
    } catch (failure) {
      show({ message: failure instanceof ApiError ? failure.message : 'Failed to update profile' });
      toast.show('Failed to update profile', 'error', 'profile');
    } finally {
      setBusy(false);
    }
  };
  const field = ({ key, label, autoComplete }: (typeof PROFILE_FIELDS)[number]) => (
    <FormField key={key} label={label} autoComplete={autoComplete} value={form[key]} onChange={(value) => setForm((current) => ({ ...current, [key]: value }))} {...fieldProps(key)} />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.grid}>
        {PROFILE_FIELDS.slice(0, 2).map(field)}
        <FormField id="profile-email" label="Email" value={user.email} readOnly note="Email cannot be changed" />
        {PROFILE_FIELDS.slice(2).map(field)}
      </div>
      <FormProblemMessage id={problemId} problem={problem} className={styles.error} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Saving...' : 'Save changes'}
      </button>
    </form>
  );
}

type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
const PASSWORD_FIELDS: { key: PasswordField; label: string; autoComplete: string }[] = [
  { key: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { key: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { key: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

/** Change password (docs/product.md §5 Change password): current password required, new ones matching, the server's length rule. */
function PasswordForm() {
  const { signIn } = useAuth();
  const toast = useToast();
  const [form, setForm] = useState<Record<PasswordField, string>>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const { problem, problemId, show, fieldProps } = useFormProblem<PasswordField>('security');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = changePasswordSchema.safeParse({ currentPassword: form.currentPassword, newPassword: form.newPassword });
    // docs/product.md §5's order: the current password, matching new ones, then the length.
    const found = firstProblem(['currentPassword', 'confirmPassword', 'newPassword'], checked, {
      confirmPassword: form.newPassword !== form.confirmPassword && 'New passwords do not match',
    });
    if (found || !checked.success) return show(found);
    show(null);
    setBusy(true);
    try {
      // The server ends older sessions and hands this one a fresh token.
      signIn(await accountApi.changePassword(checked.data.currentPassword, checked.data.newPassword));
      setForm({ currentPassword: '', newPassword: '', confirmPassword: '' });
      toast.show('Password changed', 'success', 'password');
    } catch (failure) {
      show({ message: failure instanceof ApiError ? failure.message : 'Failed to change password', field: failure instanceof ApiError && failure.code === 'WRONG_PASSWORD' ? 'currentPassword' : undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {PASSWORD_FIELDS.map(({ key, label, autoComplete }) => (
        <FormField key={key} label={label} type="password" autoComplete={autoComplete} value={form[key]} onChange={(value) => setForm((current) => ({ ...current, [key]: value }))} {...fieldProps(key)} />
      ))}
      <FormProblemMessage id={problemId} problem={problem} className={styles.error} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Saving...' : 'Change password'}
      </button>
    </form>
  );
}

function useLoaded<T>(load: () => Promise<T>, failure: string) {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; value: T }>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    load()
      .then((value) => live && setState({ status: 'loaded', value }))
      .catch(() => live && setState({ status: 'error', message: failure }));
    return () => {
      live = false;
    };
  }, [load, failure]);
  return [state, setState] as const;
}

function MyOrders() {
  const [state] = useLoaded(accountApi.myOrders, 'Failed to load order history');
  if (state.status === 'loading') return <p>Loading your orders...</p>;
  if (state.status === 'error') return <p className={styles.error}>{state.message}</p>;
  if (state.value.length === 0)
    return (
      <p>
        You have no orders yet. <Link to="/products">Browse Products</Link>
      </p>
    );
  return (
    <ul className={styles.orders}>
      {state.value.map((order: Order) => (
        <li key={order.orderRef} className={styles.order}>
          <div className={styles.orderHead}>
            <strong>{order.orderRef}</strong>
            <span className={styles.badge}>{shopperStatus(order)}</span>
          </div>
          <p>
            {new Date(order.createdAt).toLocaleDateString('en-PK', { dateStyle: 'medium' })} · {formatPrice(order.total)} · {order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Bank transfer'}
          </p>
          <ul>
            {order.items.map((item) => (
              <li key={`${item.productId}-${item.size}-${item.color}`}>
                {item.title} ({item.size}, {item.color}) × {item.quantity}
              </li>
            ))}
          </ul>
          <Link to={`/track-order?orderRef=${order.orderRef}&email=${encodeURIComponent(order.customer.email)}`}>Track this order</Link>
        </li>
      ))}
    </ul>
  );
}

function Wishlist() {
  const toast = useToast();
  const [state, setState] = useLoaded(accountApi.wishlist, 'Failed to load wishlist');
  const remove = async (product: Product) => {
    try {
      setState({ status: 'loaded', value: await accountApi.removeFromWishlist(product.id) });
    } catch {
      toast.show('Failed to remove item from wishlist', 'error');
    }
  };
  if (state.status === 'loading') return <p>Loading your wishlist...</p>;
  if (state.status === 'error') return <p className={styles.error}>{state.message}</p>;
  if (state.value.length === 0)
    return (
      <p>
        Your wishlist is empty. <Link to="/products">Browse Products</Link>
      </p>
    );
  return (
    <ul className={styles.wishlist}>
      {state.value.map((product) => (
        <li key={product.id} className={styles.wish}>
          <ProductImage url={product.imageUrl} title={product.title} sizes="96px" className={styles.wishImage} width={96} height={120} />
          <div>
            <Link to={`/products/${encodeURIComponent(product.id)}`} className={styles.wishTitle}>
              {product.title}
            </Link>
            <p>{formatPrice(product.price)}</p>
            <div className={styles.wishActions}>
              <Link to={`/products/${encodeURIComponent(product.id)}`} className="button secondary">
                Choose size &amp; add to cart
              </Link>
              <button type="button" className="button secondary" onClick={() => void remove(product)} aria-label={`Remove ${product.title} from wishlist`}>
                Remove
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
