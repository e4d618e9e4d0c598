import type { RowOutcome } from '../../../../common/courierCash';
import { shownDay as shownDate } from '../../shared/dates';

/** Each row outcome in the owner's words, and whether it needs a look. */
export const OUTCOME_LABELS: Record<RowOutcome, { label: string; tone: 'ok' | 'warn' | 'plain' }> = {
  paid: { label: 'Paid', tone: 'ok' },
  'charges added': { label: 'Charges added', tone: 'ok' },
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

/** A day as the shop writes it on screen: 23/11/2026 (renderer/src/shared/dates.ts). */
export const shownDay = (day: string | null) => (day === null ? '–' : shownDate(day));

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
