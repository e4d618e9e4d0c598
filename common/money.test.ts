import { describe, expect, it } from 'vitest';
import { formatPrice, parsePrice } from './money';

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

  it("shows 'PKR 0' for an empty value", () => {
    expect(formatPrice('')).toBe('PKR 0');
    expect(formatPrice(undefined)).toBe('PKR 0');
    expect(formatPrice(null)).toBe('PKR 0');
  });
});
