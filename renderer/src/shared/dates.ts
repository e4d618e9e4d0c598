import { latinDigits } from '../../../common/digits';

/**
 * Dates as Pakistan writes them, day first: 27/11/2026 (issue 35 item 12). A browser's own date box
 * follows the computer's language and showed mm/dd/yyyy, so the admin app shows and reads dates itself.
 * Days are the shop's days (Pakistan time), whatever the computer's clock zone.
 */
const SHOP_ZONE = 'Asia/Karachi';
const dayParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '27/11/2026' for a day ('2026-11-27') or a moment (an ISO time, read in Pakistan time); '' for none. */
export function shownDay(when: string | null | undefined): string {
  if (!when) return '';
  const day = ISO_DAY.exec(when);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const moment = new Date(when);
  return Number.isNaN(moment.getTime()) ? '' : dayParts.format(moment);
}

/**
 * The day a typed date means, as '2026-11-27': day/month/year with '/', '-', '.' or spaces between
 * ('27/11/2026', '7-3-26', Urdu digits too), or a full '2026-11-27'. Undefined when it is no real day
 * (31/02/2026) or cannot be read; a blank one is ''.
 */
export function readTypedDay(text: string): string | undefined {
  const written = latinDigits(text).trim();
  if (written === '') return '';
  const iso = ISO_DAY.exec(written);
  const parts = iso
    ? [iso[3], iso[2], iso[1]]
    : /^(\d{1,2})[/.\-\s]+(\d{1,2})[/.\-\s]+(\d{2}|\d{4})$/.exec(written)?.slice(1);
  if (!parts) return undefined;
  const [day, month, year] = parts.map(Number) as [number, number, number];
  const fullYear = year < 100 ? 2000 + year : year;
  const moment = new Date(Date.UTC(fullYear, month - 1, day));
  if (moment.getUTCFullYear() !== fullYear || moment.getUTCMonth() !== month - 1 || moment.getUTCDate() !== day)
    return undefined;
  return `${String(fullYear).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
