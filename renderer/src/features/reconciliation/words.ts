import type { RowOutcome } from '../../../../common/courierCash';
import { shownDay as shownDate } from '../../shared/dates';
import { plural } from '../../shared/plural';
import type { BadgeTone } from '../../shared/ui/DataTable';

/** Each row outcome in the owner's words, and whether it needs a look; `many` where a count of them says it otherwise. */
export const OUTCOME_LABELS: Record<RowOutcome, { label: string; tone: BadgeTone; many?: string }> = {
  paid: { label: 'Paid', tone: 'good' },
  'charges added': { label: 'Charges added', tone: 'good' },
  'imported before': { label: 'Imported before', tone: 'quiet' },
  'charges only': { label: 'Charges only', tone: 'good' },
  'came back': { label: 'Paid, but came back', tone: 'warn' },
  delivered: { label: 'Delivered', tone: 'good' },
  returned: { label: 'Back at the shop', tone: 'good' },
  'no change': { label: 'No change', tone: 'quiet' },
  unknown: { label: 'Unknown number', tone: 'warn', many: 'unknown numbers' },
  problem: { label: 'Left out', tone: 'warn' },
};

/** How many rows had an outcome, as the preview's summary says it: '1 paid', '2 unknown numbers'. */
export function outcomeCount(outcome: RowOutcome, count: number): string {
  const { label, many } = OUTCOME_LABELS[outcome];
  return plural(count, label.toLowerCase(), many ?? label.toLowerCase());
}

/** A share of parcels as the owner reads it: '12%', or a dash while nothing is settled. */
export const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

/** A day as the shop writes it on screen: 23/11/2026 (renderer/src/shared/dates.ts). */
export const shownDay = (day: string | null) => (day === null ? '–' : shownDate(day));
