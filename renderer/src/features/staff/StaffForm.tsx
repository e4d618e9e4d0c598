import { useState, type FormEvent } from 'react';
import { staffCreateSchema, type StaffMember } from '../../../../common/admin';
import { ApiError } from '../../../../common/apiClient';
import { CHECK_CONNECTION } from '../../shared/failure';
import { STAFF_ROLE_NAMES, STAFF_ROLES, type StaffRole } from '../../../../common/staffRoles';
import { Dialog } from '../../shared/ui/Dialog';
import { showFirstError } from '../../shared/ui/firstError';
import { FormActions } from '../../shared/ui/FormActions';
import { SelectField } from '../../shared/ui/SelectField';
import { fieldProps } from '../../shared/ui/fieldProps';
import { TextField } from '../../shared/ui/TextField';
import { useCreateStaff } from './api';
import { FirstPasswordField } from './FirstPasswordField';
import { makeFirstPassword } from './firstPassword';
import { roleSummary } from './roleSummary';

type Field = 'name' | 'username' | 'role' | 'password';
const FIELDS: readonly string[] = ['name', 'username', 'role', 'password'];

/**
 * The owner adds a member of staff (issue 37): name, username, role and a first password, made up here
 * or typed by the owner, which the member changes at their first sign-in. `onDone` gets the account and
 * the password, shown once on the Staff screen.
 */
export function StaffForm({
  onDone,
  onClose,
}: {
  onDone: (member: StaffMember, password: string) => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState({
    name: '',
    username: '',
    role: '' as StaffRole | '',
    password: makeFirstPassword(),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refused, setRefused] = useState('');
  const create = useCreateStaff();
  const set = (field: Field) => (value: string) => setForm({ ...form, [field]: value });
  const field = fieldProps(form, set, errors);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const checked = staffCreateSchema.safeParse(form);
    const found: Partial<Record<Field, string>> = {};
    for (const issue of checked.error?.issues ?? []) found[issue.path[0] as Field] ??= issue.message;
    setErrors(found);
    setRefused('');
    if (!checked.success) return showFirstError(formElement);
    create.mutate(checked.data, {
      onSuccess: (answer) => onDone(answer.data, checked.data.password),
      onError: (failure) => {
        if (!(failure instanceof ApiError)) return setRefused(CHECK_CONNECTION);
        // The server's words at the field they are about (a taken username), else above the buttons.
        const field =
          failure.code === 'CONFLICT'
            ? 'username'
            : FIELDS.find((name) => failure.message.toLowerCase().includes(name));
        if (field) {
          setErrors({ [field]: failure.message });
          showFirstError(formElement);
        } else setRefused(failure.message);
      },
    });
  };

  return (
    <Dialog title="Add a member of staff" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <TextField label="Name" {...field('name')} autoComplete="off" data-autofocus />
        <TextField
          label="Username"
          {...field('username')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint="What they type to sign in: letters, digits, dots, dashes"
        />
        <SelectField
          label="Role"
          {...field('role')}
          options={STAFF_ROLE_NAMES}
          optionLabel={(role) => STAFF_ROLES[role].label}
          none="Choose a role"
          error={errors.role}
          hint={form.role ? roleSummary(form.role) : 'What they may do in the shop: you can change it later.'}
        />
        <FirstPasswordField
          {...field('password')}
          hint="Made up for you, or type your own. Give it to them: they choose their own at their first sign-in."
        />
        <button type="button" className="button-secondary" onClick={() => set('password')(makeFirstPassword())}>
          Make another password
        </button>
        <FormActions
          refused={refused}
          pending={create.isPending}
          submit="Add staff"
          working="Adding..."
          onBack={onClose}
        />
      </form>
    </Dialog>
  );
}
