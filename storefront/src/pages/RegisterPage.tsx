import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MIN_PASSWORD_LENGTH } from '../../../common/accounts';
import { ApiError } from '../../../common/apiClient';
import { useAuth } from '../account/AuthContext';
import { accountApi } from '../account/api';
import { useToast } from '../toast/ToastContext';
import styles from './AuthPages.module.css';
import { usePageMeta } from '../seo/usePageMeta';

type RegisterForm = { firstName: string; lastName: string; email: string; phone: string; password: string; confirmPassword: string; acceptTerms: boolean };

/** The checks of SPEC.md §5 Registration, in its order and words. */
export function registrationProblem(form: RegisterForm): string | null {
  if (!form.firstName.trim() || !form.lastName.trim() || !form.email.trim()) return 'First name, last name and email are required';
  if (form.password !== form.confirmPassword) return 'Passwords do not match';
  if (form.password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 6 characters long';
  if (!form.acceptTerms) return 'You must accept the Terms and Conditions';
  return null;
}

/** Registration (SPEC.md §2, §5): confirm password and the terms flag are not sent. */
export default function RegisterPage() {
  const { signIn } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/profile';
  const [form, setForm] = useState<RegisterForm>({ firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '', acceptTerms: false });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  usePageMeta({ title: 'Create an account' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = registrationProblem(form);
    if (problem) {
      setError(problem);
      toast.show(problem, 'error', 'register');
      return;
    }
    setError('');
    setBusy(true);
    try {
      const { firstName, lastName, email, password, phone } = form;
      signIn(await accountApi.register({ firstName, lastName, email, password, phone }));
      toast.show('Welcome! Your account is ready.', 'success', 'register');
      navigate(from, { replace: true });
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message || 'Registration failed' : 'Registration failed. Please try again.';
      setError(message);
      toast.show(message, 'error', 'register');
    } finally {
      setBusy(false);
    }
  };
  const set = (key: keyof RegisterForm) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));

  return (
    <section className={`container ${styles.page}`}>
      <div className={styles.card}>
        <h1>Create an account</h1>
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.row}>
            <div className="field">
              <label htmlFor="register-first">First name</label>
              <input id="register-first" autoComplete="given-name" required value={form.firstName} onChange={set('firstName')} />
            </div>
            <div className="field">
              <label htmlFor="register-last">Last name</label>
              <input id="register-last" autoComplete="family-name" required value={form.lastName} onChange={set('lastName')} />
            </div>
          </div>
          <div className="field">
            <label htmlFor="register-email">Email</label>
            <input id="register-email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} />
          </div>
          <div className="field">
            <label htmlFor="register-phone">Phone (optional)</label>
            <input id="register-phone" type="tel" autoComplete="tel" value={form.phone} onChange={set('phone')} />
          </div>
          <div className="field">
            <label htmlFor="register-password">Password</label>
            <input id="register-password" type="password" autoComplete="new-password" required value={form.password} onChange={set('password')} />
          </div>
          <div className="field">
            <label htmlFor="register-confirm">Confirm password</label>
            <input id="register-confirm" type="password" autoComplete="new-password" required value={form.confirmPassword} onChange={set('confirmPassword')} />
          </div>
          <label className={styles.check}>
            <input type="checkbox" checked={form.acceptTerms} onChange={(event) => setForm({ ...form, acceptTerms: event.target.checked })} />
            <span>
              I accept the{' '}
              <Link to="/terms" target="_blank" rel="noopener">
                Terms and Conditions
              </Link>
            </span>
          </label>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Creating account...' : 'Register'}
          </button>
        </form>
        <div className={styles.links}>
          <Link to="/login">Already have an account? Login</Link>
        </div>
      </div>
    </section>
  );
}
