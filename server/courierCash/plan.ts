import { eq } from 'drizzle-orm';
import {
  courierKey,
  FIELD_LABELS,
  guessStatusStep,
  statusWordKey,
  trackingKey,
  type ColumnMapping,
  type ReportField,
  type ReportKind,
  type RowOutcome,
  type StatusStep,
} from '../../common/courierCash';
import { leftTheShop } from '../../common/orderFacts';
import { formatPrice } from '../../common/money';
import { shopDay } from '../../common/orderPaper';
import type { Queryable } from '../db/client';
import { readDay, readRupees, shopIsoDay } from './cells';
import { cameBack, expectedFromCourier, parcelsOf, type Parcel } from './parcels';
import type { ReportTable } from './reader';
import { courierPayments, PAYMENT_DETAILS, type PaymentDetail } from './schema';

/** One row of the courier's report and what importing it does (or did). */
export type PlannedRow = {
  line: number;
  trackingNumber: string;
  outcome: RowOutcome;
  /** What the owner reads beside the row. */
  message: string;
  orderRef: string | null;
  amount?: number;
  charges?: number;
  expected?: number;
  payoutDate?: string;
  payoutReference?: string;
  /** The payment's details this row leaves out (recorded as 0, the import's day, the file's name). */
  notGiven?: PaymentDetail[];
  statusWord?: string;
  step?: StatusStep;
  /** A status row's day (YYYY-MM-DD), when the report gives one. */
  day?: string;
};

export type PlanInput = {
  courier: string;
  kind: ReportKind;
  fileName: string;
  table: ReportTable;
  columns: ColumnMapping;
  statusWords: Record<string, StatusStep>;
};

/**
 * What importing the report would do, row by row, read from the database as it is now. The import
 * runs it again inside its transaction and does exactly that, so the preview and the import agree.
 */
export function planRows(db: Queryable, input: PlanInput, now: Date): PlannedRow[] {
  const parcels = parcelsOf(db, input.courier);
  const seen = new Map<string, number>();
  const earlier = input.kind === 'payment' ? paymentsOf(db, input.courier) : new Map<string, EarlierPayment>();
  return input.table.rows.map(({ line, cells }) => {
    const read = (field: ReportField) => {
      const header = input.columns[field];
      return header === undefined ? '' : (cells[header] ?? '').trim();
    };
    const trackingNumber = read('trackingNumber');
    const problem = (message: string): PlannedRow => ({
      line,
      trackingNumber,
      outcome: 'problem',
      message,
      orderRef: null,
    });
    if (trackingNumber === '')
      return problem(`No ${FIELD_LABELS.trackingNumber.toLowerCase()} in this row: it is left out.`);
    // Every courier's numbers have digits; a word there is a report's totals row ('Grand Total'), whose sum is no parcel's.
    if (!/\d/.test(trackingNumber))
      return problem(`"${trackingNumber}" is not a tracking number: this row is left out.`);
    const key = trackingKey(trackingNumber);
    const firstLine = seen.get(key);
    if (firstLine !== undefined)
      return problem(`This parcel is already on line ${firstLine} of this report: this row is left out.`);
    seen.set(key, line);
    const parcel = parcels.get(key);
    return input.kind === 'payment'
      ? paymentRow({ line, trackingNumber, parcel, earlier: earlier.get(key), read, problem, input, now })
      : statusRow({ line, trackingNumber, parcel, read, problem, statusWords: input.statusWords });
  });
}

type EarlierPayment = {
  payoutReference: string;
  payoutDate: string;
  outcome: string;
  amount: number;
  notGiven: PaymentDetail[];
};

function paymentsOf(db: Queryable, courier: string): Map<string, EarlierPayment> {
  const rows = db
    .select({
      trackingKey: courierPayments.trackingKey,
      payoutReference: courierPayments.payoutReference,
      payoutDate: courierPayments.payoutDate,
      outcome: courierPayments.outcome,
      amount: courierPayments.amount,
      notGiven: courierPayments.notGiven,
    })
    .from(courierPayments)
    .where(eq(courierPayments.courierKey, courierKey(courier)))
    .all();
  return new Map(rows.map(({ trackingKey: key, ...payment }) => [key, payment]));
}

type RowContext = {
  line: number;
  trackingNumber: string;
  parcel: Parcel | undefined;
  read: (field: ReportField) => string;
  problem: (message: string) => PlannedRow;
};

function paymentRow({
  line,
  trackingNumber,
  parcel,
  earlier,
  read,
  problem,
  input,
  now,
}: RowContext & { earlier: EarlierPayment | undefined; input: PlanInput; now: Date }): PlannedRow {
  const amount = readRupees(read('amount'));
  if (amount === null) {
    return problem(
      read('amount') === ''
        ? `No ${FIELD_LABELS.amount.toLowerCase()} in this row: it is left out.`
        : `"${read('amount')}" is not an amount: this row is left out.`,
    );
  }
  if (amount < 0) return problem(`"${read('amount')}" is a minus amount, not cash collected: this row is left out.`);
  const chargesText = read('charges');
  const charges = chargesText === '' ? 0 : readRupees(chargesText);
  if (charges === null) return problem(`"${chargesText}" is not an amount of charges: this row is left out.`);
  const dateText = read('payoutDate');
  const payoutDate = dateText === '' ? shopIsoDay(now) : readDay(dateText);
  if (payoutDate === null) return problem(`"${dateText}" is not a date: this row is left out.`);
  const payoutReference = read('payoutReference') || input.fileName;
  const notGiven = PAYMENT_DETAILS.filter((detail) => read(detail) === '');
  const row = {
    line,
    trackingNumber,
    orderRef: parcel?.orderRef ?? null,
    amount,
    // Some couriers write their deductions as minus amounts; a charge is what the shop pays either way.
    charges: Math.abs(charges),
    payoutDate,
    payoutReference,
    notGiven,
  };
  const expected = parcel && expectedFromCourier(parcel);
  const short =
    expected === undefined || amount === expected
      ? ''
      : ` Paid ${formatPrice(amount)}, but ${formatPrice(expected)} was to collect.`;
  // A parcel paid without its charges (PostEx's payment status gives none): this report's charges complete its line, once.
  if (
    earlier &&
    parcel &&
    earlier.outcome !== 'unknown' &&
    earlier.notGiven.includes('charges') &&
    chargesText !== ''
  ) {
    const kept = (detail: 'payoutDate' | 'payoutReference') =>
      earlier.notGiven.includes(detail) && !notGiven.includes(detail) ? row[detail] : earlier[detail];
    const recorded =
      amount === earlier.amount
        ? ''
        : ` ${formatPrice(earlier.amount)} was recorded before; this report's amount is kept.`;
    return {
      ...row,
      expected,
      payoutDate: kept('payoutDate'),
      payoutReference: kept('payoutReference'),
      notGiven: earlier.notGiven.filter((detail) => notGiven.includes(detail)),
      outcome: 'charges added',
      message: `${parcel.orderRef} was paid with payout ${earlier.payoutReference} of ${shopDay(earlier.payoutDate)} without the courier's charges: ${formatPrice(row.charges)} added.${recorded}${short}`,
    };
  }
  // An unknown number is recorded once; it is paid for real if the shop learns the number before the report comes again.
  if (earlier && !(earlier.outcome === 'unknown' && parcel)) {
    return {
      ...row,
      outcome: 'imported before',
      message: `Already imported with payout ${earlier.payoutReference} of ${shopDay(earlier.payoutDate)}: nothing changes.`,
    };
  }
  if (!parcel) {
    return {
      ...row,
      outcome: 'unknown',
      message: 'No order has this tracking number with this courier: no order changes.',
    };
  }
  const what = cameBack(parcel);
  // A payout also lists the parcels it collected nothing for (brought back, or paid by bank transfer) with the charges it keeps.
  if (amount === 0 && (what || parcel.paymentMethod === 'bank')) {
    const why = what ? `The shop has ${parcel.orderRef} as ${what}` : `${parcel.orderRef} was paid by bank transfer`;
    return {
      ...row,
      expected,
      outcome: 'charges only',
      message: `${why}, so nothing was to collect: the courier's charges of ${formatPrice(row.charges)} are recorded.`,
    };
  }
  // Nothing collected where cash was owed is no payment: most likely the parcel came back and the shop does not know yet.
  if (amount === 0 && expectedFromCourier(parcel) > 0) {
    return problem(
      `Nothing was collected for ${parcel.orderRef}, which the shop has as ${parcel.status}: if it came back, record it as refused or returned, then import this report again.`,
    );
  }
  if (what) {
    return {
      ...row,
      expected,
      outcome: 'came back',
      message: `The shop has ${parcel.orderRef} as ${what}, so nothing was to collect: the payment of ${formatPrice(amount)} is recorded, the order is not marked paid.`,
    };
  }
  const before = parcel.paymentStatus === 'paid' ? ' (it was already marked paid)' : '';
  return { ...row, expected, outcome: 'paid', message: `${parcel.orderRef} is paid${before}.${short}` };
}

function statusRow({
  line,
  trackingNumber,
  parcel,
  read,
  problem,
  statusWords,
}: RowContext & { statusWords: Record<string, StatusStep> }): PlannedRow {
  const statusWord = read('status');
  if (statusWord === '') return problem(`No ${FIELD_LABELS.status.toLowerCase()} in this row: it is left out.`);
  const dayText = read('statusDate');
  const day = dayText === '' ? undefined : readDay(dayText);
  if (day === null) return problem(`"${dayText}" is not a date: this row is left out.`);
  const step = statusWords[statusWordKey(statusWord)] ?? guessStatusStep(statusWord);
  const row = { line, trackingNumber, statusWord, step, orderRef: parcel?.orderRef ?? null, ...(day && { day }) };
  if (!parcel) {
    return {
      ...row,
      outcome: 'unknown',
      message: 'No order has this tracking number with this courier: no order changes.',
    };
  }
  const conflict = (message: string): PlannedRow => ({ ...row, outcome: 'problem', message });
  const back = cameBack(parcel);
  if (step === 'delivered') {
    if (back) return conflict(`The shop has ${parcel.orderRef} as ${back}: change it by hand if the courier is right.`);
    if (parcel.status === 'delivered') return { ...row, outcome: 'no change', message: 'Already delivered.' };
    return { ...row, outcome: 'delivered', message: `${parcel.orderRef} is marked delivered.` };
  }
  if (step === 'returned') {
    if (parcel.returnKind !== null)
      return { ...row, outcome: 'no change', message: `Already recorded as ${parcel.returnKind}.` };
    if (parcel.status === 'cancelled' || !leftTheShop(parcel)) {
      return conflict(`The shop never marked ${parcel.orderRef} shipped: check it by hand.`);
    }
    return {
      ...row,
      outcome: 'returned',
      message: `${parcel.orderRef} is back at the shop: its pieces go back to stock.`,
    };
  }
  return { ...row, outcome: 'no change', message: 'Still on its way: nothing changes.' };
}
