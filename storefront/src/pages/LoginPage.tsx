import { useState, type FormEvent } from 'react';
import { refusalMessage } from '../i18n/problems';
import { Link, useLocation, useNavigate } from '../router/router';
import { useAuth } from '../account/AuthContext';
import { accountApi } from '../account/api';
import { useI18n } from '../i18n/I18nContext';
import { useToast } from '../toast/ToastContext';
import { FormSubmit } from '../forms/FormField';
import styles from './AuthPages.module.css';
import { AuthCard } from './AuthCard';
import { EmailField, PasswordField } from './AccountFields';
import { usePageMeta } from '../seo/usePageMeta';

/** Shopper sign-in (docs/product.md §2, §8 Shopper login); afterwards back to where the shopper came from. */
export default function LoginPage() {
  const { signIn } = useAuth();
  const { t } = useI18n();
  const toast = useToast();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/profile';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  usePageMeta({ title: t('login.title') });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      signIn(await accountApi.login(email, password));
      toast.show(t('login.welcomeBack'), 'success', 'login');
      navigate(from, { replace: true });
    } catch (failure) {
      const message = refusalMessage(failure, 'login.failed');
      setError(message);
      toast.show(message, 'error', 'login');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('login.title')}
      links={
        <>
          <Link to="/forgot-password">{t('login.forgot')}</Link>
          <Link to="/register" state={{ from }}>
            {t('login.createAccount')}
          </Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={submit}>
        <EmailField id="login-email" label={t('account.email')} value={email} onChange={setEmail} />
        <PasswordField id="login-password" label={t('account.password')} value={password} onChange={setPassword} />
        <FormSubmit
          problemId="login-problem"
          problem={error}
          busy={busy}
          submit={t('login.submit')}
          working={t('login.busy')}
        />
      </form>
    </AuthCard>
  );
}
