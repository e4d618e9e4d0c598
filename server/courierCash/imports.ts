import { and, eq } from 'drizzle-orm';
import {
  courierKey,
  FIELD_LABELS,
  guessStatusStep,
  REQUIRED_FIELDS,
  ROW_OUTCOMES,
  statusWordKey,
  trackingKey,
  type ColumnMapping,
  type ReportKind,
  type RowOutcome,
  type StatusStep,
} from '../../common/courierCash';
import type { Actor } from '../activity/record';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { recordPayment, recordReturn, updateOrderStatus } from '../orders/changes';
import { momentOfDay } from './cells';
import { columnsFor, saveMapping, savedMapping } from './mappings';
import { recordedFromReport } from './orderEntries';
import { planRows, type PlanInput, type PlannedRow } from './plan';
import { readReport } from './reader';
import { courierImports, courierPayments } from './schema';

/** A courier's report as the owner sends it, with the columns and status readings they chose (else the saved or guessed ones). */
export type ReportRequest = {
  courier: string;
  kind: ReportKind;
  fileName: string;
  bytes: Buffer;
  columns?: ColumnMapping;
  statusWords?: Record<string, StatusStep>;
};

export type ReportAnswer = {
  importId: number | null;
  courier: string;
  kind: ReportKind;
  fileName: string;
  headers: string[];
  columns: ColumnMapping;
  source: 'yours' | 'saved' | 'guessed';
  /** Required fields no column is chosen for: nothing can be imported until they are. */
  missing: string[];
  statusWords: { word: string; step: StatusStep; guessed: boolean }[];
  rows: PlannedRow[];
  counts: Record<RowOutcome, number>;
};

/** Reads the report and says what importing it would do; changes nothing. */
export async function previewReport(db: Db, request: ReportRequest, now: Date): Promise<ReportAnswer> {
  const prepared = await prepare(db, request);
  const rows = prepared.missing.length > 0 ? [] : planRows(db, prepared.input, now);
  return answer(prepared, rows, null);
}

/**
 * Imports the report in one transaction: plans it again against the database as it is inside the
 * transaction (so two imports of one report at once pay once), records each payment line, marks
 * orders paid, delivered or back through the order-change core, logs each under `importedBy`'s name,
 * and saves the courier's mapping.
 */
export async function importReport(
  db: Db,
  request: ReportRequest,
  now: Date,
  importedBy: Actor,
): Promise<ReportAnswer> {
  const prepared = await prepare(db, request);
  if (prepared.missing.length > 0) {
    throw new AppError(
      'VALIDATION',
      `Choose the column that holds the ${prepared.missing.map((field) => field.toLowerCase()).join(' and the ')}.`,
    );
  }
  const { importId, rows } = recordRows(db, prepared.input, now, { saveColumns: true, importedBy });
  return answer(prepared, rows, importId);
}

/**
 * The one path by which a courier's rows change orders (docs/decisions/0062), for an imported report
 * and for a courier's own payment status alike: in one transaction, plans the rows again against the
 * database as it is then (so two at once pay once), records each payment line and marks orders paid,
 * delivered or back through the order-change core. Each order a row changes or pays gets its activity
 * entry in that transaction, under the name of `importedBy` (who imported the report or asked the
 * courier), naming the payout or the report (decision 0140); a row imported before changes nothing and
 * writes nothing. `saveColumns` keeps the owner's mapping of a file.
 */
export function recordRows(
  db: Db,
  input: PlanInput,
  now: Date,
  { saveColumns, importedBy }: { saveColumns: boolean; importedBy: Actor },
) {
  const key = courierKey(input.courier);
  return db.transaction((tx) => {
    const rows = planRows(tx, input, now);
    const { id: importId } = tx
      .insert(courierImports)
      .values({
        courierKey: key,
        courier: input.courier.trim(),
        kind: input.kind,
        fileName: input.fileName,
        outcomes: countOutcomes(rows),
        importedAt: now,
      })
      .returning({ id: courierImports.id })
      .get();
    for (const row of rows) {
      if (input.kind === 'payment') applyPayoutRow(db, { key, importId, courier: input.courier, importedBy }, row, now);
      else applyStatusRow(db, input, importedBy, row, now);
    }
    if (saveColumns) saveMapping(tx, key, input.kind, { columns: input.columns, statusWords: input.statusWords }, now);
    return { importId, rows };
  });
}

/** Rows that record a payout line for an order (the order marked paid, or not: it came back, it owed nothing). */
const PAYOUT_LINE_OUTCOMES: readonly RowOutcome[] = ['paid', 'charges added', 'charges only', 'came back'];

type Payout = { key: string; importId: number; courier: string; importedBy: Actor };

/** A payment row's line, and its order's entry naming the payout when the row is about an order. */
function applyPayoutRow(db: Db, payout: Payout, row: PlannedRow, now: Date) {
  const record = () => recordPaymentRow(db, payout.key, payout.importId, row, now);
  if (!row.orderRef || !PAYOUT_LINE_OUTCOMES.includes(row.outcome)) return record();
  const said = {
    payout: {
      courier: payout.courier.trim(),
      reference: row.payoutReference!,
      day: row.payoutDate!,
      collected: row.amount!,
      charges: row.notGiven?.includes('charges') ? null : row.charges!,
      outcome: row.outcome,
    },
  };
  recordedFromReport(db, payout.importedBy, now, { orderRef: row.orderRef, kind: 'order.payment', said }, record);
}

/** A status row that delivers an order or brings its parcel back, at the report's day, with its entry naming the report. */
function applyStatusRow(db: Db, input: PlanInput, importedBy: Actor, row: PlannedRow, now: Date) {
  if (row.outcome !== 'delivered' && row.outcome !== 'returned') return;
  const orderRef = row.orderRef!;
  const at = row.day ? momentOfDay(row.day, now) : now;
  const said = {
    courierReport: { courier: input.courier, file: input.fileName, said: row.statusWord!, day: row.day ?? null },
  };
  const kind = row.outcome === 'delivered' ? 'order.status' : 'order.return';
  recordedFromReport(db, importedBy, now, { orderRef, kind, said }, () =>
    row.outcome === 'delivered'
      ? updateOrderStatus(db, orderRef, { status: 'delivered' }, at)
      : recordReturn(db, orderRef, 'returned', at),
  );
}

function recordPaymentRow(db: Db, key: string, importId: number, row: PlannedRow, now: Date) {
  const parcel = and(
    eq(courierPayments.courierKey, key),
    eq(courierPayments.trackingKey, trackingKey(row.trackingNumber)),
  );
  if (row.outcome === 'charges added') {
    // The report's amount replaces the one guessed without it, so a short payout shows as a difference; the order was marked paid then.
    db.update(courierPayments)
      .set({
        amount: row.amount!,
        charges: row.charges!,
        payoutDate: row.payoutDate!,
        payoutReference: row.payoutReference!,
        notGiven: row.notGiven!,
      })
      .where(parcel)
      .run();
    return;
  }
  if (!['paid', 'charges only', 'came back', 'unknown'].includes(row.outcome)) return;
  // A number recorded as unknown that the shop now knows: its line is written again, with its order.
  db.delete(courierPayments)
    .where(and(parcel, eq(courierPayments.outcome, 'unknown')))
    .run();
  db.insert(courierPayments)
    .values({
      importId,
      courierKey: key,
      trackingKey: trackingKey(row.trackingNumber),
      trackingNumber: row.trackingNumber,
      orderRef: row.orderRef,
      amount: row.amount!,
      charges: row.charges!,
      payoutDate: row.payoutDate!,
      payoutReference: row.payoutReference!,
      outcome: row.outcome,
      notGiven: row.notGiven!,
      createdAt: now,
    })
    .run();
  if (row.outcome === 'paid') recordPayment(db, row.orderRef!, 'paid', now);
}

async function prepare(db: Db, request: ReportRequest) {
  const courier = request.courier.trim();
  if (courier === '') throw new AppError('VALIDATION', 'Choose the courier whose report this is.');
  const table = await readReport(request.bytes);
  const saved = savedMapping(db, courierKey(courier), request.kind);
  const { columns, source } = columnsFor(request.kind, table.headers, request.columns, saved);
  const statusWords = { ...saved?.statusWords, ...request.statusWords };
  const missing = REQUIRED_FIELDS[request.kind]
    .filter((field) => columns[field] === undefined)
    .map((field) => FIELD_LABELS[field]);
  return {
    source,
    missing,
    headers: table.headers,
    input: { courier, kind: request.kind, fileName: request.fileName, table, columns, statusWords },
  };
}

function answer(
  prepared: Awaited<ReturnType<typeof prepare>>,
  rows: PlannedRow[],
  importId: number | null,
): ReportAnswer {
  const { input } = prepared;
  const words = new Map<string, { word: string; step: StatusStep; guessed: boolean }>();
  for (const row of rows) {
    if (row.statusWord === undefined || words.has(statusWordKey(row.statusWord))) continue;
    const chosen = input.statusWords[statusWordKey(row.statusWord)];
    words.set(statusWordKey(row.statusWord), {
      word: row.statusWord,
      step: chosen ?? guessStatusStep(row.statusWord),
      guessed: chosen === undefined,
    });
  }
  return {
    importId,
    courier: input.courier,
    kind: input.kind,
    fileName: input.fileName,
    headers: prepared.headers,
    columns: input.columns,
    source: prepared.source,
    missing: prepared.missing,
    statusWords: [...words.values()],
    rows,
    counts: countOutcomes(rows),
  };
}

export function countOutcomes(rows: PlannedRow[]): Record<RowOutcome, number> {
  const counts = Object.fromEntries(ROW_OUTCOMES.map((outcome) => [outcome, 0])) as Record<RowOutcome, number>;
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}
