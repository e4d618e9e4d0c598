import { TextField } from './TextField';

export type PasswordChange = { currentPassword: string; newPassword: string; confirm: string };
export type PasswordField = keyof PasswordChange;
export const NO_PASSWORDS: PasswordChange = { currentPassword: '', newPassword: '', confirm: '' };

/**
 * The three fields of a password change: the one in use, the new one and the new one again, with the
 * browser told which is which so a password manager fills the first and offers to keep the second.
 */
export function PasswordFields({
  value,
  onChange,
  errors = {},
  currentLabel = 'Current password',
}: {
  value: PasswordChange;
  onChange: (value: PasswordChange) => void;
  errors?: Partial<Record<PasswordField, string>>;
  currentLabel?: string;
}) {
  const set = (field: PasswordField) => (typed: string) => onChange({ ...value, [field]: typed });
  return (
    <>
      <TextField
        label={currentLabel}
        type="password"
        autoComplete="current-password"
        value={value.currentPassword}
        onChange={set('currentPassword')}
        error={errors.currentPassword}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={value.newPassword}
        onChange={set('newPassword')}
        hint="At least 8 characters"
        error={errors.newPassword}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={value.confirm}
        onChange={set('confirm')}
        error={errors.confirm}
      />
    </>
  );
}
