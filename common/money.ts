/**
 * Money is whole Pakistani rupees everywhere in the shop. Prices may reach us as numbers or as
 * text such as 'PKR 1,200' (SPEC.md §3), so parsing and display follow SPEC.md §5 exactly.
 */

const CURRENCY_NOISE = /[PKR$,\s]/gi;
const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Reads a price given as a number or as text like 'PKR 1,200'; unreadable values count as 0. */
export function parsePrice(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const amount = typeof value === 'number' ? value : Number(value.replace(CURRENCY_NOISE, ''));
  if (typeof value === 'string' && value.replace(CURRENCY_NOISE, '') === '') return 0;
  return Number.isFinite(amount) ? Math.abs(amount) : 0;
}

/** 'PKR ' plus the amount with thousands separators, e.g. formatPrice(1200) === 'PKR 1,200'. */
export function formatPrice(value: string | number | null | undefined): string {
  return `PKR ${thousands.format(parsePrice(value))}`;
}
