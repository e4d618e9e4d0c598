import type { ApiCourier } from '../../common/couriers';
import type { RowOutcome } from '../../common/courierCash';
import type { Actor } from '../activity/record';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { CourierError } from '../couriers/adapter';
import { adapterForOwner } from '../couriers/registry';
import { bookedAmounts } from './booked';
import { countOutcomes, recordRows } from './imports';
import type { PlannedRow } from './plan';
import { reconciliation } from './reconciliation';
import type { ReportTable } from './reader';

type CheckDeps = Pick<AppDeps, 'db' | 'jwtSecret' | 'config' | 'now' | 'logger'>;

export type PaymentCheck = {
  /** Parcels delivered and not yet paid that the courier was asked about. */
  asked: number;
  /** Of those, the ones it has not paid yet. */
  notPaidYet: number;
  /** What recording the paid ones did, row by row, as a report's import says it. */
  rows: PlannedRow[];
  counts: Record<RowOutcome, number>;
  /** The courier's failure that stopped the asking part-way, in the owner's words. */
  stopped: string | null;
};

/** The columns of the table the courier's answers are written into: the payment report's own fields. */
const COLUMNS = {
  trackingNumber: 'trackingNumber',
  amount: 'amount',
  charges: 'charges',
  payoutDate: 'payoutDate',
  payoutReference: 'payoutReference',
} as const;

/**
 * Asks the courier's own payment status (PostEx publishes one per tracking number) about every parcel
 * it delivered that is not yet paid, on the owner's demand (docs/decisions/0072), and records the
 * paid ones exactly as a payment report's rows (server/courierCash/imports.ts recordRows,
 * docs/decisions/0062): one payment per parcel however often and however many at once it is run,
 * each order it pays logged under the name of whoever asked (`askedBy`, decision 0140).
 */
export async function checkPayments(deps: CheckDeps, courier: ApiCourier, askedBy: Actor): Promise<PaymentCheck> {
  const adapter = adapterForOwner(deps, courier);
  const ask = adapter.paymentStatus?.bind(adapter);
  if (!ask) {
    throw new AppError('VALIDATION', `${courier} does not publish payment status: import its payment report instead.`);
  }
  const awaiting = reconciliation(deps.db, courier, deps.now()).awaiting;
  const booked = bookedAmounts(deps.db, courier);
  const table: ReportTable = { headers: Object.values(COLUMNS), rows: [] };
  let notPaidYet = 0;
  let stopped: string | null = null;
  for (const parcel of awaiting) {
    try {
      const paid = await ask(parcel.trackingNumber);
      if (!paid) {
        notPaidYet += 1;
        continue;
      }
      table.rows.push({
        line: table.rows.length + 1,
        cells: {
          trackingNumber: parcel.trackingNumber,
          // The courier pays what its rider collected unless its answer says otherwise: what it was
          // booked to collect (decision 0117), which is not what the order asks once it changed after
          // booking, and then the difference shows at once (decision 0124). The week's report corrects it.
          amount: String(paid.amount ?? booked.get(parcel.orderRef)?.amount ?? parcel.toCollect),
          // Left empty when the courier does not say (PostEx never does): the week's payout report fills them in (docs/decisions/0088).
          charges: paid.charges === null ? '' : String(paid.charges),
          payoutDate: paid.paidOn,
          payoutReference: paid.reference,
        },
      });
    } catch (error) {
      if (!(error instanceof CourierError)) throw error;
      // A parcel the courier does not answer for is asked again next time; a dead line or wrong key stops the round.
      if (error.problem === 'refused') {
        deps.logger.warn({ err: error, orderRef: parcel.orderRef }, 'a courier did not give a payment status');
        notPaidYet += 1;
        continue;
      }
      stopped = error.message;
      break;
    }
  }
  const rows =
    table.rows.length === 0
      ? []
      : recordRows(
          deps.db,
          {
            courier,
            kind: 'payment',
            fileName: `${courier} payment status`,
            table,
            columns: COLUMNS,
            statusWords: {},
          },
          deps.now(),
          { saveColumns: false, importedBy: askedBy },
        ).rows;
  if (stopped && rows.length === 0 && notPaidYet === 0) throw new AppError('UNAVAILABLE', stopped);
  return { asked: awaiting.length, notPaidYet, rows, counts: countOutcomes(rows), stopped };
}

/** What the check did, in one sentence for the owner. */
export function paymentCheckMessage(courier: string, check: PaymentCheck): string {
  if (check.asked === 0) return `No delivered ${courier} parcel is waiting for its cash.`;
  const paid = check.counts.paid;
  const parts = [
    `${paid} ${paid === 1 ? 'order' : 'orders'} marked paid`,
    check.counts['imported before'] > 0 && `${check.counts['imported before']} already recorded`,
    check.counts['came back'] > 0 && `${check.counts['came back']} paid for parcels that came back`,
    check.notPaidYet > 0 && `${check.notPaidYet} not paid yet`,
  ].filter(Boolean);
  const asked = `Asked ${courier} about ${check.asked} ${check.asked === 1 ? 'parcel' : 'parcels'}: ${parts.join(', ')}.`;
  return check.stopped ? `${asked} ${check.stopped}` : asked;
}
