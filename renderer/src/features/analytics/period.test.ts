import { describe, expect, it } from 'vitest';
import { SHOP_UTC_OFFSET_MINUTES } from '../../../../common/analytics';
import { BACKWARDS_PERIOD, periodParams, readPeriod, shopToday } from './period';

const read = (search: string, today = '2026-03-15') => readPeriod(new URLSearchParams(search), today);

// docs/product.md §2 Admin analytics: the period the screen shows, kept in the address.
describe('the Sales Analytics period', () => {
  it('counts days as the shop does: its clock is the server’s Pakistan time, not the browser’s', () => {
    for (const instant of [
      '2026-01-31T18:59:59Z',
      '2026-01-31T19:00:00Z',
      '2026-06-30T23:30:00Z',
      '2026-12-31T19:00:00Z',
    ]) {
      const shopClock = new Date(new Date(instant).getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000)
        .toISOString()
        .slice(0, 10);
      expect(shopToday(new Date(instant))).toBe(shopClock);
    }
    // Midnight in Karachi is 19:00 UTC the day before.
    expect(shopToday(new Date('2026-01-31T19:00:00Z'))).toBe('2026-02-01');
  });

  it('turns each choice into whole days ending today, with the end left open', () => {
    expect(read('')).toEqual({ choice: 'all' });
    expect(read('period=all')).toEqual({ choice: 'all' });
    expect(read('period=30d')).toEqual({ choice: '30d', from: '2026-02-14' });
    expect(read('period=90d')).toEqual({ choice: '90d', from: '2025-12-16' });
    expect(read('period=year')).toEqual({ choice: 'year', from: '2026-01-01' });
    // Leap years and month ends: 30 days ending 1 March 2024 start on 1 February.
    expect(read('period=30d', '2024-03-01')).toEqual({ choice: '30d', from: '2024-02-01' });
  });

  it('reads custom dates, ignores ones that are not dates, and will not ask for a period that runs backwards', () => {
    expect(read('period=custom&from=2026-01-01&to=2026-01-31')).toEqual({
      choice: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(read('period=custom&from=2026-01-01')).toEqual({ choice: 'custom', from: '2026-01-01' });
    expect(read('period=custom&from=yesterday&to=2026-01-31')).toEqual({ choice: 'custom', to: '2026-01-31' });
    expect(read('period=custom&from=2026-02-01&to=2026-01-31')).toEqual({
      choice: 'custom',
      from: '2026-02-01',
      to: '2026-01-31',
      problem: BACKWARDS_PERIOD,
    });
    // Dates in the address mean nothing without the custom choice; an unknown choice is the default.
    expect(read('period=90d&from=2020-01-01')).toEqual({ choice: '90d', from: '2025-12-16' });
    expect(read('period=forever')).toEqual({ choice: 'all' });
  });

  it('writes the address back: the default needs nothing, custom dates stay only with the custom choice', () => {
    expect(periodParams('all').toString()).toBe('');
    expect(periodParams('90d', { from: '2025-12-16' }).toString()).toBe('period=90d');
    expect(periodParams('custom', { from: '2026-01-01', to: '2026-01-31' }).toString()).toBe(
      'period=custom&from=2026-01-01&to=2026-01-31',
    );
    expect(read(periodParams('custom', { to: '2026-01-31' }).toString())).toEqual({
      choice: 'custom',
      to: '2026-01-31',
    });
  });
});
