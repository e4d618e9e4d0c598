import type { ComponentProps } from 'react';
import { TextField } from '../../shared/ui/TextField';

/**
 * The first password the owner gives a member, on a new account or a reset: shown in plain text (the
 * owner reads it out or writes it down), never spell-checked and never filled in by the browser.
 */
export function FirstPasswordField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return <TextField label="First password" autoComplete="off" spellCheck={false} {...props} />;
}
