import { describe, expect, it } from 'vitest';
import { outcomeCount } from './words';

describe("the import preview's counts of rows by outcome", () => {
  it('says one as one and many as many: 1 unknown number, 2 unknown numbers', () => {
    expect(outcomeCount('unknown', 1)).toBe('1 unknown number');
    expect(outcomeCount('unknown', 2)).toBe('2 unknown numbers');
    // What a row's outcome says of it alone reads the same for one or many.
    expect(outcomeCount('paid', 2)).toBe('2 paid');
    expect(outcomeCount('returned', 3)).toBe('3 back at the shop');
  });
});
