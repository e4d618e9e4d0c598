import { adminPasswordChangeSchema } from '../../../../common/admin';
import { ApiError } from '../../../../common/apiClient';
import { failure } from '../../shared/failure';
import type { PasswordChange, PasswordField } from '../../shared/ui/PasswordFields';

export type PasswordProblems = Partial<Record<PasswordField, string>>;

/**
 * What is wrong with a password change before it is sent, at the field it is about, in the words of
 * the server's own schema (common/admin.ts); the server checks the same and the current password too.
 * `sameAsCurrent` is said when the new password repeats the current one.
 */
export function passwordProblems(form: PasswordChange, sameAsCurrent: string): PasswordProblems {
  const checked = adminPasswordChangeSchema.safeParse(form);
  const found: PasswordProblems = {};
  for (const issue of checked.error?.issues ?? []) found[issue.path[0] as PasswordField] ??= issue.message;
  if (checked.success && form.newPassword === form.currentPassword) found.newPassword = sameAsCurrent;
  if (!found.newPassword && form.newPassword !== form.confirm) found.confirm = 'New passwords do not match';
  return found;
}

/**
 * The server's refusal at the field it is about: a wrong current password, or too many of them, at the
 * current password; the rest at the new one.
 */
export function refusalProblems(error: unknown): PasswordProblems {
  const message = failure(error);
  const aboutCurrent = error instanceof ApiError && ['WRONG_PASSWORD', 'RATE_LIMITED'].includes(error.code);
  return aboutCurrent ? { currentPassword: message } : { newPassword: message };
}
