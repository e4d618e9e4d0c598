import { describe, expect, it } from 'vitest';
import { formatPrice, formatSignedPrice, parsePrice, readAmount, understoodAs } from './money';

describe('price display (docs/product.md §5)', () => {
  it("shows 'PKR ' plus the number with thousands separators", () => {
    expect(formatPrice(1200)).toBe('PKR 1,200');
    expect(formatPrice(1234567)).toBe('PKR 1,234,567');
    expect(formatPrice(300)).toBe('PKR 300');
  });

  it('strips P, K, R, the $ sign and commas from text prices', () => {
    expect(formatPrice('PKR 1,200')).toBe('PKR 1,200');
    expect(formatPrice('$2,500')).toBe('PKR 2,500');
    expect(parsePrice('pkr 6,000')).toBe(6000);
  });

  it('counts invalid or infinite values as 0', () => {
    expect(formatPrice('abc')).toBe('PKR 0');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('PKR 0');
    expect(formatPrice(Number.NaN)).toBe('PKR 0');
  });

  it('uses the absolute value', () => {
    expect(formatPrice(-1500)).toBe('PKR 1,500');
    expect(formatPrice('PKR -1,500')).toBe('PKR 1,500');
  });

  it('keeps the sign of an amount that may be below zero (a payout of return fees only)', () => {
    expect(formatSignedPrice(-1500)).toBe('\u2212PKR 1,500');
    expect(formatSignedPrice(1500)).toBe('PKR 1,500');
    expect(formatSignedPrice(0)).toBe('PKR 0');
  });

  it("shows 'PKR 0' for an empty value", () => {
    expect(formatPrice('')).toBe('PKR 0');
    expect(formatPrice(undefined)).toBe('PKR 0');
    expect(formatPrice(null)).toBe('PKR 0');
  });
});

describe('thousands separators', () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  // Rupee amounts as a shop sees them: prices, order totals, a year's revenue (up to 10^12 rupees).
  const amounts = [0, 0.4, 0.5, 1.5, 2.5, 999, 999.5, 1000, 12_345.49, 12_345.5, 99_999_999, 1e12 - 1, 1e12];

  it('writes whole rupees exactly as Intl.NumberFormat en-US does, rounding halves up', () => {
    for (const amount of amounts) expect(formatPrice(amount), String(amount)).toBe(`PKR ${intl.format(amount)}`);
  });

  it('agrees with Intl.NumberFormat on many amounts of every length up to 10^12', () => {
    let seed = 1;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let draw = 0; draw < 5000; draw++) {
      const amount = next() * 10 ** Math.floor(next() * 13);
      expect(formatPrice(amount), String(amount)).toBe(`PKR ${intl.format(amount)}`);
    }
  });
});

describe('typed money as people write it (issue 24, item 13)', () => {
  it.each([
    ['Rs 2500', 2500],
    ['Rs. 2,300', 2300],
    ['rs2500', 2500],
    ['2,500/-', 2500],
    ['PKR 1,999', 1999],
    ['٢٥٠٠', 2500],
    ['۲۵۰۰', 2500],
    ['Rs. ١٬٢٠٠', 1200],
  ])('reads %s as %i rupees', (typed, amount) => {
    expect(readAmount(typed)).toBe(amount);
  });

  it.each(['two thousand', 'Rs', '25OO', '12-34'])('finds no amount in %s', (typed) => {
    expect(readAmount(typed)).toBeUndefined();
  });
});

describe('what a typed amount was read as', () => {
  it('says it for amounts written with words, commas or Urdu digits, and not for plain digits or no amount', () => {
    expect(understoodAs('Rs. 2,500')).toBe('Read as PKR 2,500');
    expect(understoodAs('٢٥٠٠')).toBe('Read as PKR 2,500');
    expect(understoodAs('2500')).toBeUndefined();
    expect(understoodAs('')).toBeUndefined();
    expect(understoodAs('lots')).toBeUndefined();
  });
});
