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
 * What a name, an address or a subject line never holds (issue 33): line breaks and other control
 * characters (NUL included), and the marks that embed, override or isolate the text's direction.
 * Such text goes into mails, WhatsApp messages, packing slips and the courier's CSV, where a line
 * break starts a line the shop did not write and a direction override shows letters in another order
 * than they are stored. The marks that only set a direction (LRM, RLM) stay allowed for Urdu.
 */
// Control characters are exactly what this pattern is for.
// eslint-disable-next-line no-control-regex
const NOT_IN_A_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const notInALine = (label: string) =>
  `${label} must be one line of text, without line breaks, control characters or direction marks`;

/** One line of text that must be there and fit: requiredText, and nothing of NOT_IN_A_LINE. */
export const requiredLine = (label: string, max: number) =>
  requiredText(label, max).refine((value) => !NOT_IN_A_LINE.test(value), notInALine(label));

/** One line of text that may be left empty (read as ''), and fits. */
export const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !NOT_IN_A_LINE.test(value), notInALine(label))
    .optional()
    .default('');

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

/**
 * A cell of a CSV the owner opens in a spreadsheet: one that starts with = + - @ (or a tab or return)
 * would run as a formula, so a customer's name or address starts with a quote instead and stays text
 * (OWASP, CSV injection). The courier CSV and the activity log's CSV write every typed cell through it.
 */
export const spreadsheetText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
