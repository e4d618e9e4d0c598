import { useEffect, useState, type FormEvent } from 'react';
import { adminPasswordChangeSchema } from '../../../../common/admin';
import { ApiError } from '../../../../common/apiClient';
import { useAdminSession } from '../../shared/session/AdminSession';
import { useMe } from '../../shared/session/staff';
import { showFirstError } from '../../shared/ui/firstError';
import { NO_PASSWORDS, PasswordFields, type PasswordField } from '../../shared/ui/PasswordFields';
import { useChangePassword } from '../settings/api';
import styles from './LoginPage.module.css';

/**
 * A staff member signed in with the first password the owner gave them (issue 37) chooses their own
 * before anything else: the owner knows the first one. The server refuses every other call until then.
 */
export default function FirstPasswordPage() {
  const me = useMe().data;
  const { api, signOut } = useAdminSession();
  const [form, setForm] = useState(NO_PASSWORDS);
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const change = useChangePassword();

  useEffect(() => {
    document.title = 'Choose your password';
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const checked = adminPasswordChangeSchema.safeParse(form);
    const found: Partial<Record<PasswordField, string>> = {};
    for (const issue of checked.error?.issues ?? []) found[issue.path[0] as PasswordField] ??= issue.message;
    if (checked.success && form.newPassword === form.currentPassword)
      found.newPassword = 'Choose a password different from the one you were given';
    if (!found.newPassword && form.newPassword !== form.confirm) found.confirm = 'New passwords do not match';
    setErrors(found);
    if (!checked.success || Object.keys(found).length > 0) return showFirstError(formElement);
    change.mutate(checked.data, {
      // The new token opens the shop: the gate reads who is signed in again and shows their screens.
      // The server's words at the field they are about: a wrong first password at its own field.
      onError: (failure) => {
        const message = failure instanceof ApiError ? failure.message : 'Please check your connection and try again.';
        const wrong = failure instanceof ApiError && failure.code === 'WRONG_PASSWORD';
        setErrors(wrong ? { currentPassword: message } : { newPassword: message });
        showFirstError(formElement);
      },
    });
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
