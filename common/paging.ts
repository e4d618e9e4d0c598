import { z } from 'zod';

/** The highest page any list accepts: far past the last page of a shop's list, short of a number that misleads. */
export const MAX_PAGE = 100_000;

/**
 * A page number or page size in a list's query string: a whole number from 1 to `max`. Every list says
 * the same one sentence however the number is wrong ('abc', 0, 1.5, too large), so a link typed by hand
 * or an API caller reads what to send rather than zod's 'expected number, received NaN'.
 */
export function wholeNumberQuery(name: 'page' | 'limit', max: number) {
  const message = `${name} must be a whole number from 1 to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);
}
