import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '../router/router';
import { resetPasswordSchema } from '../../../common/accounts';
import { ApiError } from '../../../common/apiClient';
import { useAuth } from '../account/AuthContext';
import { accountApi } from '../account/api';
import FormField, { FormProblemMessage } from '../forms/FormField';
import { firstProblem, useFormProblem } from '../forms/useFormProblem';
import { useToast } from '../toast/ToastContext';
import styles from './AuthPages.module.css';
import { usePageMeta } from '../seo/usePageMeta';

/** Sets a new password from a mailed, single-use link, and signs the shopper in. */
export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const { signIn } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { problem, problemId, show, fieldProps } = useFormProblem<'password' | 'confirm'>('reset');
  const [busy, setBusy] = useState(false);
  usePageMeta({ title: 'Set a new password' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = resetPasswordSchema.safeParse({ token, password });
    const found = firstProblem(['confirm', 'password'], checked, { confirm: password !== confirm && 'Passwords do not match' });
    if (found || !checked.success) return show(found);
    show(null);
    setBusy(true);
    try {
      signIn(await accountApi.resetPassword(checked.data.token, checked.data.password));
      toast.show('Your password has been reset', 'success');
      navigate('/profile', { replace: true });
    } catch (failure) {
      show({ message: failure instanceof ApiError ? failure.message : 'Something went wrong. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  // Opened without the link from the mail (typed, or the link was cut short): say how to get one.
  if (!token) {
    return (
      <section className={`container ${styles.page}`}>
        <div className={styles.card}>
          <h1>Set a new password</h1>
          <p>To set a new password, open the link in the password reset e-mail we sent you. The link only works once and for a limited time.</p>
          <p>No e-mail, or the link no longer works? Ask for a new one with your e-mail address.</p>
          <Link to="/forgot-password" className="button">
            Ask for a reset link
          </Link>
          <div className={styles.links}>
            <Link to="/login">Back to login</Link>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className={`container ${styles.page}`}>
      <div className={styles.card}>
        <h1>Set a new password</h1>
        <form className={styles.form} onSubmit={submit} noValidate>
          <FormField label="New password" type="password" autoComplete="new-password" required value={password} onChange={setPassword} {...fieldProps('password')} />
          <FormField label="Confirm new password" type="password" autoComplete="new-password" required value={confirm} onChange={setConfirm} {...fieldProps('confirm')} />
          <FormProblemMessage id={problemId} problem={problem} className={styles.error} />
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Saving...' : 'Set password'}
          </button>
        </form>
        <div className={styles.links}>
          <Link to="/forgot-password">Ask for a new link</Link>
        </div>
      </div>
    </section>
  );
}
