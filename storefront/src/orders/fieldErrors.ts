import type { z } from 'zod';

/** The first message for each field of a form, from the same zod schema the server uses. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path.at(-1) ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
