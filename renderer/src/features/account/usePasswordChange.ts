import { useState, type FormEvent } from 'react';
import { showFirstError } from '../../shared/ui/firstError';
import { NO_PASSWORDS } from '../../shared/ui/PasswordFields';
import { useChangeOwnPassword } from './api';
import { passwordProblems, refusalProblems, type PasswordProblems } from './passwordChecks';

/**
 * A member changing their own password, on the account page or at their first sign-in: checked here,
 * then by the server, each problem said at its field and the first one focused. `sameAsCurrent` is
 * said when the new password repeats the one in use. `fields` goes to PasswordFields as it is.
 */
export function usePasswordChange(sameAsCurrent: string) {
  const [form, setForm] = useState(NO_PASSWORDS);
  const [errors, setErrors] = useState<PasswordProblems>({});
  const change = useChangeOwnPassword();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const found = passwordProblems(form, sameAsCurrent);
    setErrors(found);
    if (Object.keys(found).length > 0) return showFirstError(formElement);
    change.mutate(
      { currentPassword: form.currentPassword, newPassword: form.newPassword },
      {
        // No password stays on screen once it is saved. At the first sign-in the new token then opens
        // the shop: the gate reads who is signed in again and shows their screens.
        onSuccess: () => setForm(NO_PASSWORDS),
        onError: (failure) => {
          setErrors(refusalProblems(failure));
          showFirstError(formElement);
        },
      },
    );
  };
  return { fields: { value: form, onChange: setForm, errors }, submit, change };
}
