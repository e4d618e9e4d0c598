import { useEffect, useState, type FormEvent } from 'react';
import { useAdminSession } from '../../shared/session/AdminSession';
import { useMe } from '../../shared/session/staff';
import { showFirstError } from '../../shared/ui/firstError';
import { NO_PASSWORDS, PasswordFields } from '../../shared/ui/PasswordFields';
import { useChangeOwnPassword } from '../account/api';
import { passwordProblems, refusalProblems, type PasswordProblems } from '../account/passwordChecks';
import styles from './LoginPage.module.css';

/**
 * A staff member signed in with the first password the owner gave them (issue 37) chooses their own
 * before anything else: the owner knows the first one. The server refuses every other call until then.
 */
export default function FirstPasswordPage() {
  const me = useMe().data;
  const { api, signOut } = useAdminSession();
  const [form, setForm] = useState(NO_PASSWORDS);
  const [errors, setErrors] = useState<PasswordProblems>({});
  const change = useChangeOwnPassword();

  useEffect(() => {
    document.title = 'Choose your password';
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const found = passwordProblems(form, 'Choose a password different from the one you were given');
    setErrors(found);
    if (Object.keys(found).length > 0) return showFirstError(formElement);
    change.mutate(
      { currentPassword: form.currentPassword, newPassword: form.newPassword },
      {
        // The new token opens the shop: the gate reads who is signed in again and shows their screens.
        // The server's words at the field they are about: a wrong first password at its own field.
        onError: (failure) => {
          setErrors(refusalProblems(failure));
          showFirstError(formElement);
        },
      },
    );
  };

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
          <PasswordFields value={form} onChange={setForm} errors={errors} currentLabel="Password you were given" />
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
