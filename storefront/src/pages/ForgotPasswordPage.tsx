import { useState, type FormEvent } from 'react';
import { Link } from '../router/router';
import { ApiError } from '../../../common/apiClient';
import { accountApi } from '../account/api';
import FormField, { FormProblemMessage } from '../forms/FormField';
import styles from './AuthPages.module.css';
import { usePageMeta } from '../seo/usePageMeta';

/** Asks for a reset link; the answer is the same whether or not the e-mail has an account. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  usePageMeta({ title: 'Forgot password' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      setSent((await accountApi.forgotPassword(email)).message);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`container ${styles.page}`}>
      <div className={styles.card}>
        <h1>Forgot password</h1>
        {sent ? (
          <p className={styles.success} role="status">
            {sent}
          </p>
        ) : (
          <form className={styles.form} onSubmit={submit}>
            <p>Enter your account's email and we will send you a link to set a new password.</p>
            <FormField id="forgot-email" label="Email" type="email" autoComplete="email" required value={email} onChange={setEmail} />
            <FormProblemMessage id="forgot-problem" className={styles.error} problem={error ? { message: error } : null} />
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Sending...' : 'Send reset link'}
            </button>
          </form>
        )}
        <div className={styles.links}>
          <Link to="/login">Back to login</Link>
        </div>
      </div>
    </section>
  );
}
