import { useState, type FormEvent } from 'react';
import { useMe } from '../../shared/session/staff';
import { showFirstError } from '../../shared/ui/firstError';
import { NO_PASSWORDS, PasswordFields } from '../../shared/ui/PasswordFields';
import { SaveActions } from '../../shared/ui/SaveActions';
import { useChangeOwnPassword } from './api';
import styles from './AccountPage.module.css';
import { passwordProblems, refusalProblems, type PasswordProblems } from './passwordChecks';

/**
 * The signed-in member's own password, whatever their role (issue 37): the current one is required;
 * their other devices are signed out, this one keeps going. Each problem is said at its field.
 */
export function PasswordForm() {
  const me = useMe().data;
  const [form, setForm] = useState(NO_PASSWORDS);
  const [errors, setErrors] = useState<PasswordProblems>({});
  const change = useChangeOwnPassword();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const found = passwordProblems(form, 'Choose a new password different from your current one');
    setErrors(found);
    if (Object.keys(found).length > 0) return showFirstError(formElement);
    change.mutate(
      { currentPassword: form.currentPassword, newPassword: form.newPassword },
      {
        onSuccess: () => setForm(NO_PASSWORDS),
        onError: (failure) => {
          setErrors(refusalProblems(failure));
          showFirstError(formElement);
        },
      },
    );
  };
  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading">Change your password</h2>
      <p className={styles.note}>Your other devices are signed out when you change it; this one stays signed in.</p>
      {/* For password managers: whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={me?.username ?? ''} readOnly hidden />
      <div className={styles.fields}>
        <PasswordFields value={form} onChange={setForm} errors={errors} />
      </div>
      {/* Refusals are said at their fields above; the server's words on success are said here. */}
      <SaveActions save={{ ...change, error: null }} submit="Change password" working="Changing..." failed="" />
    </form>
  );
}
