import { TextField } from './TextField';

export type PasswordChange = { currentPassword: string; newPassword: string; confirm: string };
export type PasswordField = keyof PasswordChange;
export const NO_PASSWORDS: PasswordChange = { currentPassword: '', newPassword: '', confirm: '' };

// What tells the three apart: the browser's word for each (a password manager fills `current-password`
// and offers to keep a `new-password`), and the one hint.
const FIELDS: { field: PasswordField; label: string; autoComplete: string; hint?: string }[] = [
  { field: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'New password', autoComplete: 'new-password', hint: 'At least 8 characters' },
  { field: 'confirm', label: 'Confirm new password', autoComplete: 'new-password' },
];

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
  return (
    <>
      {FIELDS.map(({ field, label, autoComplete, hint }) => (
        <TextField
          key={field}
          label={field === 'currentPassword' ? currentLabel : label}
          type="password"
          autoComplete={autoComplete}
          value={value[field]}
          onChange={(typed) => onChange({ ...value, [field]: typed })}
          hint={hint}
          error={errors[field]}
        />
      ))}
    </>
  );
}
