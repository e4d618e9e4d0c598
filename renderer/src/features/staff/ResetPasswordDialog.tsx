import { useState, type FormEvent } from 'react';
import { adminPasswordSchema, type StaffMember } from '../../../../common/admin';
import { failure } from '../../shared/failure';
import { Dialog } from '../../shared/ui/Dialog';
import { FormActions } from '../../shared/ui/FormActions';
import { useResetStaffPassword } from './api';
import { FirstPasswordField } from './FirstPasswordField';
import { makeFirstPassword } from './firstPassword';

/** A new first password for someone who forgot theirs: they are signed out at once and choose their own at sign-in. */
export function ResetPasswordDialog({
  member,
  onDone,
  onClose,
}: {
  member: StaffMember;
  onDone: (password: string) => void;
  onClose: () => void;
}) {
  const [password, setPassword] = useState(makeFirstPassword);
  const [error, setError] = useState('');
  const [refused, setRefused] = useState('');
  const reset = useResetStaffPassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = adminPasswordSchema.safeParse(password);
    setRefused('');
    setError(checked.success ? '' : (checked.error.issues[0]?.message ?? 'Choose a password'));
    if (!checked.success) return;
    reset.mutate(
      { id: member.id, password: checked.data },
      {
        onSuccess: () => onDone(checked.data),
        onError: (error) => setRefused(failure(error)),
      },
    );
  };
  return (
    <Dialog title={`New password for ${member.name}`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>
          {member.name} is signed out everywhere at once and signs in again with this password, then chooses their own.
        </p>
        <FirstPasswordField value={password} onChange={setPassword} error={error} data-autofocus />
        <FormActions
          refused={refused}
          pending={reset.isPending}
          submit="Reset password"
          working="Resetting..."
          onBack={onClose}
        />
      </form>
    </Dialog>
  );
}
