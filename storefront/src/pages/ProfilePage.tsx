import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { refusalMessage } from '../i18n/problems';
import { Navigate, useLocation } from '../router/router';
import { changePasswordSchema, profileUpdateSchema, type ShopperProfile } from '../../../common/accounts';
import { ApiError } from '../../../common/apiClient';
import type { MessageKey } from '../i18n/catalog';
import { useI18n, useT } from '../i18n/I18nContext';
import { useAuth } from '../account/AuthContext';
import { accountApi } from '../account/api';
import FormField, { FormProblemMessage } from '../forms/FormField';
import { firstProblem, useFormDraft } from '../forms/useFormProblem';
import { useClaimLink } from '../orders/useClaimLink';
import { useToast } from '../toast/ToastContext';
import styles from './ProfilePage.module.css';
import { usePageMeta } from '../seo/usePageMeta';
import { MyOrders, Wishlist } from './ProfileLists';
import { formatPhone } from '../../../common/phone';

/** The tabs by the ids their elements carry (in any language); the catalog names them. */
const TABS = ['profile', 'security', 'my-orders', 'wishlist'] as const;
type Tab = (typeof TABS)[number];
const TAB_NAMES: Record<Tab, MessageKey> = {
  profile: 'profile.tabs.profile',
  security: 'profile.tabs.security',
  'my-orders': 'profile.tabs.orders',
  wishlist: 'profile.tabs.wishlist',
};

const tabId = (name: Tab) => `tab-${name}`;
const panelId = (name: Tab) => `panel-${name}`;

/** The shopper's own page (docs/product.md §2 Profile): a tab list that works with arrow keys. */
export default function ProfilePage() {
  const { user, loading } = useAuth();
  const location = useLocation();
  const t = useT();
  const [tab, setTab] = useState<Tab>('profile');
  usePageMeta({ title: t('profile.metaTitle') });
  useClaimLink(() => setTab('my-orders'));

  if (loading) return <p className="container">{t('common.loading')}</p>;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;

  // WAI-ARIA tabs pattern (automatic activation): arrows move and wrap, Home and End go to the ends.
  // Right to left (Urdu) the tabs run from the right, so the left arrow goes to the next one.
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const forward = document.documentElement.dir === 'rtl' ? -1 : 1;
    const target = { ArrowRight: at + forward, ArrowLeft: at - forward, Home: 0, End: TABS.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length]!;
    setTab(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <section className={`container ${styles.page}`}>
      <h1>{t('profile.greeting', { name: user.firstName })}</h1>
      <div role="tablist" aria-label={t('profile.tabsLabel')} className={styles.tabs} onKeyDown={onKeyDown}>
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
            {t(TAB_NAMES[name])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} tabIndex={0} className={styles.panel}>
        {tab === 'profile' && <ProfileForm user={user} />}
        {tab === 'security' && <PasswordForm />}
        {tab === 'my-orders' && <MyOrders />}
        {tab === 'wishlist' && <Wishlist />}
      </div>
    </section>
  );
}

type ProfileField = 'firstName' | 'lastName' | 'phone' | 'street' | 'city' | 'state' | 'zip';
const PROFILE_FIELDS: { key: ProfileField; label: MessageKey; autoComplete: string }[] = [
  { key: 'firstName', label: 'fields.firstName', autoComplete: 'given-name' },
  { key: 'lastName', label: 'fields.lastName', autoComplete: 'family-name' },
  { key: 'phone', label: 'profile.phone', autoComplete: 'tel' },
  { key: 'street', label: 'fields.street', autoComplete: 'street-address' },
  { key: 'city', label: 'profile.city', autoComplete: 'address-level2' },
  { key: 'state', label: 'fields.state', autoComplete: 'address-level1' },
  { key: 'zip', label: 'profile.zip', autoComplete: 'postal-code' },
];

/** Profile (docs/product.md §5 Profile): checked with the server's own schema; the e-mail is shown, never changed. */
function ProfileForm({ user }: { user: ShopperProfile }) {
  const { setUser } = useAuth();
  const { t } = useI18n();
  const toast = useToast();
  const {
    draft: form,
    problem,
    problemId,
    show,
    text,
  } = useFormDraft<ProfileField>('profile', {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: formatPhone(user.phone),
    ...user.address,
  });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { firstName, lastName, phone, street, city, state, zip } = form;
    const checked = profileUpdateSchema.safeParse({
      firstName,
      lastName,
      phone,
      email: user.email,
      address: { street, city, state, zip, country: 'Pakistan' },
    });
    const found = firstProblem(
      PROFILE_FIELDS.map((field) => field.key),
      checked,
    );
    if (found || !checked.success) return show(found);
    show(null);
    setBusy(true);
    try {
      setUser(await accountApi.updateProfile(checked.data));
      toast.show(t('profile.updated'), 'success', 'profile');
    } catch (failure) {
      show({ message: refusalMessage(failure, 'profile.updateFailed') });
      toast.show(t('profile.updateFailed'), 'error', 'profile');
    } finally {
      setBusy(false);
    }
  };
  const field = ({ key, label, autoComplete }: (typeof PROFILE_FIELDS)[number]) => (
    <FormField key={key} label={t(label)} autoComplete={autoComplete} {...text(key)} />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.grid}>
        {PROFILE_FIELDS.slice(0, 2).map(field)}
        <FormField
          id="profile-email"
          label={t('account.email')}
          value={user.email}
          readOnly
          note={t('profile.emailFixed')}
        />
        {PROFILE_FIELDS.slice(2).map(field)}
      </div>
      <FormProblemMessage id={problemId} problem={problem} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('account.saving') : t('profile.save')}
      </button>
    </form>
  );
}

type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
const PASSWORD_FIELDS: { key: PasswordField; label: MessageKey; autoComplete: string }[] = [
  { key: 'currentPassword', label: 'profile.currentPassword', autoComplete: 'current-password' },
  { key: 'newPassword', label: 'profile.newPassword', autoComplete: 'new-password' },
  { key: 'confirmPassword', label: 'profile.confirmNewPassword', autoComplete: 'new-password' },
];

/** Change password (docs/product.md §5 Change password): current password required, new ones matching, the server's length rule. */
function PasswordForm() {
  const { signIn } = useAuth();
  const { t } = useI18n();
  const toast = useToast();
  const {
    draft: form,
    setDraft: setForm,
    problem,
    problemId,
    show,
    text,
  } = useFormDraft<PasswordField>('security', { currentPassword: '', newPassword: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = changePasswordSchema.safeParse({
      currentPassword: form.currentPassword,
      newPassword: form.newPassword,
    });
    // docs/product.md §5's order: the current password, matching new ones, then the length.
    const found = firstProblem(['currentPassword', 'confirmPassword', 'newPassword'], checked, {
      confirmPassword: form.newPassword !== form.confirmPassword && t('profile.newPasswordsDiffer'),
    });
    if (found || !checked.success) return show(found);
    show(null);
    setBusy(true);
    try {
      // The server ends older sessions and hands this one a fresh token.
      signIn(await accountApi.changePassword(checked.data.currentPassword, checked.data.newPassword));
      setForm({ currentPassword: '', newPassword: '', confirmPassword: '' });
      toast.show(t('profile.passwordChanged'), 'success', 'password');
    } catch (failure) {
      show({
        message: refusalMessage(failure, 'profile.changeFailed'),
        field: failure instanceof ApiError && failure.code === 'WRONG_PASSWORD' ? 'currentPassword' : undefined,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {PASSWORD_FIELDS.map(({ key, label, autoComplete }) => (
        <FormField key={key} label={t(label)} type="password" autoComplete={autoComplete} {...text(key)} />
      ))}
      <FormProblemMessage id={problemId} problem={problem} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('account.saving') : t('profile.changePassword')}
      </button>
    </form>
  );
}
