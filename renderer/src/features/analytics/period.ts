/**
 * The period the Sales Analytics screen shows, kept in the address (`?period=90d`,
 * `?period=custom&from=2026-01-01&to=2026-01-31`) so a reload or a shared link shows the same figures.
 * The server counts whole shop-time days, both ends included (common/analytics.ts).
 */

export const PERIOD_CHOICES = [
  ['30d', 'Last 30 days'],
  ['90d', 'Last 90 days'],
  ['year', 'This year'],
  ['all', 'All time'],
  ['custom', 'Custom dates'],
] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number][0];

/** Everything the shop has sold, as the screen showed before periods existed (docs/product.md §2). */
export const DEFAULT_PERIOD: PeriodChoice = 'all';

/** The same words the server answers with when a period runs backwards. */
export const BACKWARDS_PERIOD = 'The start of the period must not be after its end';

export type Period = {
  choice: PeriodChoice;
  /** The query for GET /api/admin/analytics: shop-time days; an end left out is open. */
  from?: string;
  to?: string;
  /** Why the custom dates cannot be asked for; nothing is fetched while set. */
  problem?: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isChoice = (value: string | null): value is PeriodChoice => PERIOD_CHOICES.some(([choice]) => choice === value);

/**
 * The shop's clock (common/analytics.ts SHOP_UTC_OFFSET_MINUTES: Pakistan time, no daylight saving),
 * named here by its zone so the admin app does not load the contract's schemas for one number;
 * period.test.ts checks the two agree.
 */
const shopDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Karachi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date where the shop is ('2026-03-01'); the shop's days begin at its own midnight, not the browser's. */
export const shopToday = (now: Date): string => shopDate.format(now);

/** `day` moved by a number of whole days ('2026-03-01' minus 1 is '2026-02-28'). */
function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * The period the address asks for. "Last 30 days" is today and the 29 days before it; relative
 * periods leave the end open so orders placed while the screen is open still count.
 */
export function readPeriod(params: URLSearchParams, today: string): Period {
  const asked = params.get('period');
  const choice = isChoice(asked) ? asked : DEFAULT_PERIOD;
  switch (choice) {
    case '30d':
      return { choice, from: addDays(today, -29) };
    case '90d':
      return { choice, from: addDays(today, -89) };
    case 'year':
      return { choice, from: `${today.slice(0, 4)}-01-01` };
    case 'all':
      return { choice };
    case 'custom': {
      const day = (name: string) => {
        const value = params.get(name) ?? '';
        return DAY.test(value) ? value : undefined;
      };
      const from = day('from');
      const to = day('to');
      return { choice, from, to, problem: from && to && from > to ? BACKWARDS_PERIOD : undefined };
    }
  }
}

/** The address for a period choice; custom dates stay only while the custom choice is made. */
export function periodParams(choice: PeriodChoice, dates: { from?: string; to?: string } = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (choice !== DEFAULT_PERIOD) params.set('period', choice);
  if (choice === 'custom') {
    if (dates.from) params.set('from', dates.from);
    if (dates.to) params.set('to', dates.to);
  }
  return params;
}
