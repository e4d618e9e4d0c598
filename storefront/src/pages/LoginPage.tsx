import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '../router/router';
import { ApiError } from '../../../common/apiClient';
import { useAuth } from '../account/AuthContext';
import { accountApi } from '../account/api';
import { useToast } from '../toast/ToastContext';
import FormField, { FormProblemMessage } from '../forms/FormField';
import styles from './AuthPages.module.css';
import { usePageMeta } from '../seo/usePageMeta';

/** Shopper sign-in (docs/product.md §2, §8 Shopper login); afterwards back to where the shopper came from. */
export default function LoginPage() {
  const { signIn } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/profile';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  usePageMeta({ title: 'Login' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      signIn(await accountApi.login(email, password));
      toast.show('Welcome back!', 'success', 'login');
      navigate(from, { replace: true });
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message || 'Login failed' : 'Login failed. Please try again.';
      setError(message);
      toast.show(message, 'error', 'login');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`container ${styles.page}`}>
      <div className={styles.card}>
        <h1>Login</h1>
        <form className={styles.form} onSubmit={submit}>
          <FormField id="login-email" label="Email" type="email" autoComplete="email" required value={email} onChange={setEmail} />
          <FormField id="login-password" label="Password" type="password" autoComplete="current-password" required value={password} onChange={setPassword} />
          <FormProblemMessage id="login-problem" className={styles.error} problem={error ? { message: error } : null} />
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Logging in...' : 'Login'}
          </button>
        </form>
        <div className={styles.links}>
          <Link to="/forgot-password">Forgot password?</Link>
          <Link to="/register" state={{ from }}>
            Create an account
          </Link>
        </div>
      </div>
    </section>
  );
}
