import { z } from 'zod';

/**
 * The field rules every form and request shares, so a name or an e-mail is checked the same way at
 * checkout, on the contact form and in an account, in the browser and on the server.
 */

/** Text that must be there (after trimming) and fit: '{label} is required', '{label} must be at most {max} characters'. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An e-mail address, trimmed and lower-cased: '{label} is required', 'Please enter a valid email address'. */
export const emailAddress = (label = 'Email') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .toLowerCase()
    .min(1, `${label} is required`)
    .pipe(z.email('Please enter a valid email address').max(200, `${label} must be at most 200 characters`));

/**
 * An e-mail address the customer may not have (issue 35): empty is kept as '' (no mail is sent to it);
 * anything typed is checked as emailAddress checks it.
 */
export const optionalEmailAddress = (label = 'Email') =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      emailAddress(label).optional(),
    )
    .transform((email) => email ?? '');
