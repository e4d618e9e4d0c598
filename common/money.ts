/**
 * Money is whole Pakistani rupees everywhere in the shop. Prices may reach us as numbers or as
 * text such as 'PKR 1,200' (docs/product.md §3), so parsing and display follow docs/product.md §5 exactly.
 */

import { latinDigits } from './digits';

const CURRENCY_NOISE = /[PKR$,\s\u066C]/gi;
/** How Pakistanis write rupees around a number: 'Rs 2500', 'Rs. 2,300', '2500/-'. */
const RUPEE_WORDS = /^\s*rs\.?|\/-\s*$/gi;

/**
 * The number in a price given as a number or as text as people write it ('PKR 1,200', 'Rs. 2,300',
 * '2500/-', '٢٥٠٠'); undefined when there is none.
 */
export function readAmount(value: string | number): number | undefined {
  const digits =
    typeof value === 'number' ? value : latinDigits(value).replace(RUPEE_WORDS, '').replace(CURRENCY_NOISE, '');
  if (digits === '') return undefined;
  const amount = Number(digits);
  return Number.isFinite(amount) ? amount : undefined;
}

/** A number field's text as a number: NaN when blank or unreadable, so a schema names the field. */
export function readTypedAmount(text: string): number {
  return text.trim() === '' ? Number.NaN : (readAmount(text) ?? Number.NaN);
}

/**
 * 'Read as PKR 2,500' when the owner typed an amount in words or digits other than plain ones
 * ('Rs. 2,500', '٢٥٠٠'), so they see what will be saved; undefined for plain digits or no amount.
 */
export function understoodAs(text: string): string | undefined {
  const amount = readTypedAmount(text);
  return /^\s*\d*\s*$/.test(text) || !Number.isFinite(amount) ? undefined : `Read as ${formatPrice(amount)}`;
}

/** Reads a price for display (docs/product.md §5 Price display): unreadable values count as 0, signs are dropped. */
export function parsePrice(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return Math.abs(readAmount(value) ?? 0);
}

/**
 * A non-negative amount of rupees rounded to whole rupees, with a comma every three digits: what
 * `new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })` writes for any amount a shop sees
 * (far below 2^53, where String writes every digit). Not Intl itself, because building the first
 * Intl.NumberFormat slows a page's first paint on a phone, and every storefront page shows a price
 * (decision 0001).
 */
function groupThousands(amount: number): string {
  return String(Math.round(amount)).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** 'PKR ' plus the amount with thousands separators, e.g. formatPrice(1200) === 'PKR 1,200'. */
export function formatPrice(value: string | number | null | undefined): string {
  return `PKR ${groupThousands(parsePrice(value))}`;
}

/**
 * An amount that may be below zero, where formatPrice would drop the sign: a courier's payout whose
 * charges (return fees) are more than it collected is '−PKR 380', with the minus sign a screen reader
 * reads as "minus".
 */
export function formatSignedPrice(value: number): string {
  return value < 0 ? `\u2212${formatPrice(-value)}` : formatPrice(value);
}
