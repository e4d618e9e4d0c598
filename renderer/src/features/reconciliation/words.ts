import type { RowOutcome } from '../../../../common/courierCash';

/** Each row outcome in the owner's words, and whether it needs a look. */
export const OUTCOME_LABELS: Record<RowOutcome, { label: string; tone: 'ok' | 'warn' | 'plain' }> = {
  paid: { label: 'Paid', tone: 'ok' },
  'imported before': { label: 'Imported before', tone: 'plain' },
  'came back': { label: 'Paid, but came back', tone: 'warn' },
  delivered: { label: 'Delivered', tone: 'ok' },
  returned: { label: 'Back at the shop', tone: 'ok' },
  'no change': { label: 'No change', tone: 'plain' },
  unknown: { label: 'Unknown number', tone: 'warn' },
  problem: { label: 'Left out', tone: 'warn' },
};

/** A share of parcels as the owner reads it: '12%', or a dash while nothing is settled. */
export const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

/** A day as the shop writes it on screen: 23 Nov 2026. */
export const shownDay = (day: string | null) =>
  day === null
    ? '–'
    : new Date(day.length === 10 ? `${day}T12:00:00Z` : day).toLocaleDateString('en-PK', {
        timeZone: 'Asia/Karachi',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      });

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
