import { describe, expect, it } from 'vitest';
import { shownClock, shownTime } from './shownTime';

describe('times in the admin app', () => {
  it('are Pakistan’s, whatever the computer’s own time zone: 19:37 UTC is 12:37 am the next day', () => {
    const at = Date.UTC(2026, 10, 29, 19, 37, 25);
    expect(shownClock(at)).toBe('12:37:25 am');
    expect(shownTime(new Date(at).toISOString())).toBe('30/11/2026, 12:37 am');
  });
});
