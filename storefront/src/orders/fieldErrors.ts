import type { z } from 'zod';
import { fieldProblem } from '../i18n/problems';

/**
 * The first message for each field of a form, from the same zod schema the server uses, in the
 * shopper's language (i18n/problems.ts).
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path.at(-1) ?? '');
    errors[field] ??= fieldProblem(field, issue as { code: string; message: string; maximum?: unknown });
  }
  return errors;
}
