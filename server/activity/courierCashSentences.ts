import { formatPrice } from '../../common/money';
import { shopDay } from '../../common/orderPaper';
import { orderSentence } from './orderSentences';
import type { Fields } from './words';

/*
 * The entries a courier's report writes on the orders it changes or pays (decision 0140;
 * server/courierCash/orderEntries.ts): what the report said (the payout, or the status row), then what
 * it did to the order in the order's own words, so an order's History says whose payout paid it.
 */

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** 'PKR 4,798 collected, PKR 150 charges, PKR 4,648 received', as Reconciliation's Payouts name them. */
function payoutMoney(collected: number, charges: number | null): string {
  if (charges === null) return `${formatPrice(collected)} collected, charges not given yet`;
  if (collected === 0) return `nothing collected, ${formatPrice(charges)} charges`;
  if (charges === 0) return `${formatPrice(collected)} collected, no charges`;
  return `${formatPrice(collected)} collected, ${formatPrice(charges)} charges, ${formatPrice(collected - charges)} received`;
}

/** 'TCS payout TCS-PAY-0091 of 30 Nov 2026: PKR 4,798 collected, PKR 150 charges, PKR 4,648 received'. */
const payoutWords = (payout: Fields) =>
  `${String(payout.courier)} payout ${String(payout.reference)} of ${shopDay(String(payout.day))}: ${payoutMoney(
    Number(payout.collected),
    payout.charges === null ? null : Number(payout.charges),
  )}`;

/** What a payout row did besides (or instead of) changing the order. */
const PAYOUT_OUTCOME_WORDS: Record<string, string> = {
  paid: 'The order was already marked paid',
  'charges added': 'Its charges complete the payment recorded before without them',
  'charges only': 'Nothing was to collect for this order, so only the charges are recorded',
  'came back': 'The shop has this parcel as come back, so the order is not marked paid',
};

/** 'TCS status report statuses.csv says “Delivered” on 28 Nov 2026'. */
const reportWords = (report: Fields) =>
  `${String(report.courier)} status report ${String(report.file)} says “${String(report.said)}”${
    report.day ? ` on ${shopDay(String(report.day))}` : ''
  }`;

const without = (fields: Fields | null, key: string) =>
  fields && Object.fromEntries(Object.entries(fields).filter(([field]) => field !== key));

/** The sentence of an entry a courier's report wrote, or undefined for any other entry. */
export function courierCashSentence(entry: { before: Fields | null; after: Fields | null }): string | undefined {
  const { payout, courierReport } = entry.after ?? {};
  const key = isFields(payout) ? 'payout' : isFields(courierReport) ? 'courierReport' : undefined;
  if (!key) return undefined;
  const toOrder = orderSentence(without(entry.before, key), without(entry.after, key));
  const said = isFields(payout)
    ? [payoutWords(payout), toOrder ?? PAYOUT_OUTCOME_WORDS[String(payout.outcome)]]
    : [reportWords(courierReport as Fields), toOrder];
  return said.filter(Boolean).join('. ');
}
