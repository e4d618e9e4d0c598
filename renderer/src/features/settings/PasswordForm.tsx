import { useState, type FormEvent } from 'react';
import { adminPasswordChangeSchema } from '../../../../common/admin';
import { ApiError } from '../../../../common/apiClient';
import { NO_PASSWORDS, PasswordFields } from '../../shared/ui/PasswordFields';
import { useChangePassword } from './api';
import styles from './SettingsPage.module.css';
import { SaveActions } from '../../shared/ui/SaveActions';

/** The owner's password (current one required); other devices are signed out, this one keeps going. */
export function PasswordForm() {
  const [form, setForm] = useState(NO_PASSWORDS);
  const [error, setError] = useState('');
  const change = useChangePassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = adminPasswordChangeSchema.safeParse(form);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Failed to change password');
    if (form.newPassword !== form.confirm) return setError('New passwords do not match');
    setError('');
    change.mutate(checked.data, {
      onSuccess: () => setForm(NO_PASSWORDS),
      onError: (failure) => setError(failure instanceof ApiError ? failure.message : 'Failed to change password'),
    });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading">Admin password</h2>
      <div className={styles.section}>
        <PasswordFields value={form} onChange={setForm} />
      </div>
      <SaveActions
        save={change}
        submit="Change password"
        working="Changing..."
        failed="Failed to change password"
        refused={error}
      />
    </form>
  );
}
