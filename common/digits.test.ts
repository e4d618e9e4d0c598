import { describe, expect, it } from 'vitest';
import { latinDigits, readTypedNumber } from './digits';

describe('digits as an Urdu keyboard types them (common/digits.ts)', () => {
  it('reads Urdu and Arabic-Indic digits as Latin ones, leaving the rest of the text', () => {
    expect(latinDigits('۰۳۰۰ ۱۲۳۴۵۶۷')).toBe('0300 1234567');
    expect(latinDigits('٢٥٠٠ روپے')).toBe('2500 روپے');
    expect(latinDigits('EID20')).toBe('EID20');
  });

  it.each([
    ['3', 3],
    [' ۳ ', 3],
    ['١٢', 12],
    ['15.5', 15.5],
  ])('reads a typed count %j as %d', (typed, value) => {
    expect(readTypedNumber(typed)).toBe(value);
  });

  it.each(['', '   ', 'three', '3 pieces'])('reads %j as no number (NaN), never 0', (typed) => {
    expect(readTypedNumber(typed)).toBeNaN();
  });
});
