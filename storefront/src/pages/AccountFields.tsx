import FormField, { type FormFieldProps } from '../forms/FormField';

type AccountFieldProps = Omit<FormFieldProps, 'type' | 'autoComplete' | 'required'>;

/** The e-mail an account signs in with: required, typed as an e-mail, offered by the browser's autofill. */
export function EmailField(props: AccountFieldProps) {
  return <FormField type="email" autoComplete="email" required {...props} />;
}

/**
 * A password, required: `fresh` for one being chosen (the browser offers to make one and save it),
 * else the one saved for the shop (the browser fills it in).
 */
export function PasswordField({ fresh = false, ...props }: AccountFieldProps & { fresh?: boolean }) {
  return <FormField type="password" autoComplete={fresh ? 'new-password' : 'current-password'} required {...props} />;
}
