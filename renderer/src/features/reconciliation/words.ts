import type { RowOutcome } from '../../../../common/courierCash';
import { shownDay as shownDate } from '../../shared/dates';
import type { BadgeTone } from '../../shared/ui/DataTable';

/** Each row outcome in the owner's words, and whether it needs a look. */
export const OUTCOME_LABELS: Record<RowOutcome, { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'good' },
  'charges added': { label: 'Charges added', tone: 'good' },
  'imported before': { label: 'Imported before', tone: 'quiet' },
  'charges only': { label: 'Charges only', tone: 'good' },
  'came back': { label: 'Paid, but came back', tone: 'warn' },
  delivered: { label: 'Delivered', tone: 'good' },
  returned: { label: 'Back at the shop', tone: 'good' },
  'no change': { label: 'No change', tone: 'quiet' },
  unknown: { label: 'Unknown number', tone: 'warn' },
  problem: { label: 'Left out', tone: 'warn' },
};

/** A share of parcels as the owner reads it: '12%', or a dash while nothing is settled. */
export const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

/** A day as the shop writes it on screen: 23/11/2026 (renderer/src/shared/dates.ts). */
export const shownDay = (day: string | null) => (day === null ? '–' : shownDate(day));
