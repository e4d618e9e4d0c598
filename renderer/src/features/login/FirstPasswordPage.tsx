import { useEffect } from 'react';
import { useAdminSession } from '../../shared/session/AdminSession';
import { useMe } from '../../shared/session/staff';
import { PasswordFields } from '../../shared/ui/PasswordFields';
import { usePasswordChange } from '../account/usePasswordChange';
import styles from './LoginPage.module.css';

/**
 * A staff member signed in with the first password the owner gave them (issue 37) chooses their own
 * before anything else: the owner knows the first one. The server refuses every other call until then.
 */
export default function FirstPasswordPage() {
  const me = useMe().data;
  const { api, signOut } = useAdminSession();
  const { fields, submit, change } = usePasswordChange('Choose a password different from the one you were given');

  useEffect(() => {
    document.title = 'Choose your password';
  }, []);

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Choose your password</h1>
        <p className={styles.info} id="first-password-why">
          {me ? `Welcome, ${me.name}. ` : ''}The password the owner gave you is for your first sign-in only. Choose your
          own now: only you will know it. Then the shop opens.
        </p>
        <form className={styles.form} onSubmit={submit} noValidate aria-describedby="first-password-why">
          <input type="text" name="username" autoComplete="username" value={me?.username ?? ''} readOnly hidden />
          <PasswordFields {...fields} currentLabel="Password you were given" />
          <button type="submit" className="button" disabled={change.isPending}>
            {change.isPending ? 'Saving...' : 'Save and continue'}
          </button>
          <button
            type="button"
            className="button-secondary"
            onClick={() => void api('POST /api/admin/logout').finally(() => signOut())}
          >
            Sign out
          </button>
        </form>
      </div>
    </main>
  );
}
