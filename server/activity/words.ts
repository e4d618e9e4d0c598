import { formatPrice } from '../../common/money';
import { formatPhone } from '../../common/phone';

/*
 * The small words the activity log's sentences are made of (server/activity/sentences.ts): money as
 * common/money.ts writes it, phones as common/phone.ts does, lists as an owner says them.
 */

export type Fields = Record<string, unknown>;

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * 'status' reads 'Status', 'mustChangePassword' reads 'Must change password'; a key already in words
 * ('PostEx collects', a courier's name in it) stays as written.
 */
export const fieldWords = (key: string) =>
  /\s/.test(key)
    ? capitalised(key)
    : capitalised(key.replace(/([a-z])([A-Z])/g, (_, low: string, high: string) => `${low} ${high.toLowerCase()}`));

/** Pakistani numbers anywhere in a text (an old entry's customer line) in the local form: '0321 5556667'. */
export const withPhonesFormatted = (text: string) =>
  text.replace(/(?<![\d])(?:\+92|0092|92|0)3\d{9}(?!\d)/g, (number) => formatPhone(number));

/** 'A', 'A and B', 'A, B and C'. */
export function listed(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? 'nothing';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** Keys whose numbers are rupees, wherever they appear. */
const MONEY_KEYS = /price|total|subtotal|discount$|shipping|refund|amount|collects|givenAway|fee/i;

/** A value as the owner reads it: empty reads '(none)', yes and no read so, rupees read 'PKR 2,200'. */
export function valueWords(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return MONEY_KEYS.test(key) ? formatPrice(value) : String(value);
  if (typeof value === 'string') return withPhonesFormatted(value);
  if (Array.isArray(value)) return value.length ? value.map((item) => valueWords(key, item)).join(', ') : '(none)';
  return JSON.stringify(value);
}

/** One field changed, said plainly: 'Price changed from PKR 2,000 to PKR 2,400'. */
export const fieldChange = (key: string, before: unknown, after: unknown) =>
  before === null || before === undefined || before === ''
    ? `${fieldWords(key)} set to ${valueWords(key, after)}`
    : after === null || after === undefined || after === ''
      ? `${fieldWords(key)} cleared (was ${valueWords(key, before)})`
      : `${fieldWords(key)} changed from ${valueWords(key, before)} to ${valueWords(key, after)}`;

/** The fields that differ between before and after, in the after's order. */
export const differing = (before: Fields, after: Fields) =>
  [...new Set([...Object.keys(after), ...Object.keys(before)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );

/** What is in `after` and not in `before`, counting repeats (two equal returns are two). */
export function added(before: unknown, after: unknown): string[] {
  const left = [...(Array.isArray(before) ? before : [])].map(String);
  return (Array.isArray(after) ? after : []).map(String).filter((item) => {
    const at = left.indexOf(item);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}

export const pieces = (count: number) => `${count} piece${count === 1 ? '' : 's'}`;
