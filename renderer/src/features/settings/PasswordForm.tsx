import { useState, type FormEvent } from 'react';
import { adminPasswordChangeSchema } from '../../../../common/admin';
import { ApiError } from '../../../../common/apiClient';
import { TextField } from '../../shared/ui/TextField';
import { useChangePassword } from './api';
import styles from './SettingsPage.module.css';
import { SaveActions } from '../../shared/ui/SaveActions';

/** The owner's password (current one required); other devices are signed out, this one keeps going. */
export function PasswordForm() {
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [error, setError] = useState('');
  const change = useChangePassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = adminPasswordChangeSchema.safeParse(form);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Failed to change password');
    if (form.newPassword !== form.confirm) return setError('New passwords do not match');
    setError('');
    change.mutate(checked.data, {
      onSuccess: () => setForm({ currentPassword: '', newPassword: '', confirm: '' }),
      onError: (failure) => setError(failure instanceof ApiError ? failure.message : 'Failed to change password'),
    });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading">Admin password</h2>
      <div className={styles.section}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={(value) => setForm({ ...form, currentPassword: value })}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={(value) => setForm({ ...form, newPassword: value })}
          hint="At least 8 characters"
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={form.confirm}
          onChange={(value) => setForm({ ...form, confirm: value })}
        />
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
