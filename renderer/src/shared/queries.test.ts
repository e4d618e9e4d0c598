import { describe, expect, it } from 'vitest';
import { filtersQuery } from './queries';

describe('filtersQuery', () => {
  it('sends only the filters that are set, and none of those left out', () => {
    expect(filtersQuery({ q: 'ali khan', status: '', from: undefined, page: 3, limit: 20 }, ['page', 'limit'])).toBe(
      '?q=ali+khan',
    );
  });

  it('keeps every set filter when none is left out, and adds no ? without one', () => {
    expect(filtersQuery({ status: 'pending', page: 2 })).toBe('?status=pending&page=2');
    expect(filtersQuery({ status: '' })).toBe('');
  });
});
