import { useMe } from '../../shared/session/staff';
import { PasswordFields } from '../../shared/ui/PasswordFields';
import { SaveActions } from '../../shared/ui/SaveActions';
import styles from './AccountPage.module.css';
import { usePasswordChange } from './usePasswordChange';

/**
 * The signed-in member's own password, whatever their role (issue 37): the current one is required;
 * their other devices are signed out, this one keeps going. Each problem is said at its field.
 */
export function PasswordForm() {
  const me = useMe().data;
  const { fields, submit, change } = usePasswordChange('Choose a new password different from your current one');
  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading">Change your password</h2>
      <p className={styles.note}>Your other devices are signed out when you change it; this one stays signed in.</p>
      {/* For password managers: whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={me?.username ?? ''} readOnly hidden />
      <div className={styles.fields}>
        <PasswordFields {...fields} />
      </div>
      {/* Refusals are said at their fields above; the server's words on success are said here. */}
      <SaveActions save={{ ...change, error: null }} submit="Change password" working="Changing..." failed="" />
    </form>
  );
}
