/**
 * Money is whole Pakistani rupees everywhere in the shop. Prices may reach us as numbers or as
 * text such as 'PKR 1,200' (docs/product.md §3), so parsing and display follow docs/product.md §5 exactly.
 */

const CURRENCY_NOISE = /[PKR$,\s]/gi;

/** The number in a price given as a number or as text like 'PKR 1,200'; undefined when there is none. */
export function readAmount(value: string | number): number | undefined {
  const digits = typeof value === 'number' ? value : value.replace(CURRENCY_NOISE, '');
  if (digits === '') return undefined;
  const amount = Number(digits);
  return Number.isFinite(amount) ? amount : undefined;
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
