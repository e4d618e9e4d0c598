import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, apiQuery, hasActiveFilters, readFilters, writeFilters } from './productFilters';

describe('product filters in the URL (docs/product.md §2: q, category, minPrice, maxPrice, minRating, size, color, sortBy)', () => {
  it('reads every parameter', () => {
    const filters = readFilters(
      new URLSearchParams(
        'q=linen&category=Formal&minPrice=1000&maxPrice=3000&minRating=4&size=M&color=Navy&sortBy=price-asc&page=2',
      ),
    );
    expect(filters).toEqual({
      q: 'linen',
      category: 'Formal',
      minPrice: '1000',
      maxPrice: '3000',
      minRating: '4',
      size: 'M',
      color: 'Navy',
      sortBy: 'price-asc',
      page: 2,
    });
  });

  it('falls back to defaults for unknown sorts and bad pages', () => {
    expect(readFilters(new URLSearchParams('sortBy=cheapest&page=-3'))).toEqual(EMPTY_FILTERS);
  });

  it('writes only what differs from the defaults', () => {
    expect(writeFilters({ ...EMPTY_FILTERS, category: 'Casual', minPrice: ' ' }).toString()).toBe('category=Casual');
    expect(writeFilters(EMPTY_FILTERS).toString()).toBe('');
  });

  it('round-trips', () => {
    const filters = { ...EMPTY_FILTERS, q: 'white shirt', sortBy: 'rating' as const, page: 3 };
    expect(readFilters(writeFilters(filters))).toEqual(filters);
  });

  it('asks the API for one page of 24', () => {
    expect(apiQuery({ ...EMPTY_FILTERS, page: 2 }).toString()).toBe('page=2&limit=24');
  });

  it('carries the size and colour to the API (shirts with that size or colour in stock, issue 22)', () => {
    expect(apiQuery({ ...EMPTY_FILTERS, size: 'XL', color: 'Sky Blue' }).toString()).toBe(
      'size=XL&color=Sky+Blue&limit=24',
    );
  });

  it('knows when a filter is set', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, sortBy: 'name' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, minRating: '3' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, size: 'M' })).toBe(true);
  });
});
