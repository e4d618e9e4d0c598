import { SHOP_UTC_OFFSET_MINUTES } from '../../common/analytics';

/**
 * Whole rupees from a report's cell: 'Rs. 2,500', '2500.00', 'PKR 2,500', '(150)' (an accountant's
 * minus), ' -   ' (an accountant's zero, as Excel's Accounting format saves it to CSV). Paisa are
 * rounded, as the shop keeps integer rupees. null when the cell holds no number.
 */
export function readRupees(text: string): number | null {
  const cleaned = text.replace(/(rs\.?|pkr|rupees?)/gi, '').replace(/[,\s]/g, '');
  if (cleaned === '-') return 0;
  const negative = /^\(.*\)$/.test(cleaned);
  const number = cleaned.replace(/^\((.*)\)$/, '$1');
  if (!/^-?\d+(\.\d+)?$/.test(number)) return null;
  const value = Math.round(Number(number));
  return negative ? -value : value;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A day (YYYY-MM-DD) from a report's cell: 2026-11-20 (a spreadsheet date arrives so), 20/11/2026 or
 * 20-11-2026 (Pakistan writes the day first), 20-Nov-2026 or 20 Nov 2026, a time after it ignored.
 * null when it is none of these or no real day.
 */
export function readDay(text: string): string | null {
  const value = text.trim();
  let parts: [number, number, number] | undefined;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value);
  if (match) parts = [+match[1]!, +match[2]!, +match[3]!];
  match ??= /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})/.exec(value);
  if (match && !parts) parts = [+match[3]!, +match[2]!, +match[1]!];
  const named = /^(\d{1,2})[\s-]([a-z]{3})[a-z]*[\s,-]+(\d{4})/i.exec(value);
  if (!parts && named) {
    const month = MONTHS.indexOf(named[2]!.toLowerCase()) + 1;
    if (month > 0) parts = [+named[3]!, month, +named[1]!];
  }
  if (!parts) return null;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The shop's calendar day (Pakistan time) of a moment, as YYYY-MM-DD. */
export const shopIsoDay = (moment: Date) =>
  new Date(moment.getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/** Noon of a shop day in Pakistan: the moment a courier's dated status is recorded at, never after now. */
export function momentOfDay(day: string, now: Date): Date {
  const noon = new Date(`${day}T12:00:00+05:00`);
  return noon.getTime() > now.getTime() ? now : noon;
}
