import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { REPORT_KINDS, type SavedMapping } from '../../common/courierCash';
import { orders } from '../orders/schema';

/**
 * The details of a payment line its source may leave out: PostEx's payment status gives no charges
 * (and may give no receipt or day), and a report may have no column for them. A payout report that
 * gives them later fills them in once (docs/decisions/0088).
 */
export const PAYMENT_DETAILS = ['charges', 'payoutDate', 'payoutReference'] as const;
export type PaymentDetail = (typeof PAYMENT_DETAILS)[number];

/** The owner's column mapping of one courier's report of one kind, saved at each import (issue 34). */
export const courierReportMappings = sqliteTable(
  'courier_report_mappings',
  {
    /** common/courierCash.ts courierKey: the courier as matched. */
    courierKey: text('courier_key').notNull(),
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    mapping: text('mapping', { mode: 'json' }).$type<SavedMapping>().notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.courierKey, table.kind] })],
);

/** One imported report: what it was and what it did, for the Reconciliation screen's history. */
export const courierImports = sqliteTable(
  'courier_imports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    courierKey: text('courier_key').notNull(),
    courier: text('courier').notNull(),
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    /** Rows by outcome (common/courierCash.ts ROW_OUTCOMES). */
    outcomes: text('outcomes', { mode: 'json' }).$type<Record<string, number>>().notNull(),
    importedAt: integer('imported_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('courier_imports_courier_idx').on(table.courierKey, table.importedAt)],
);

/**
 * One parcel in a courier's payout: what it collected and charged, when and under which payout it
 * paid. A parcel is paid once per courier (docs/decisions/0062): the unique index refuses a second
 * line, so the same report imported twice, or two imports at once, pay nothing twice.
 */
export const courierPayments = sqliteTable(
  'courier_payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    importId: integer('import_id')
      .notNull()
      .references(() => courierImports.id, { onDelete: 'cascade' }),
    courierKey: text('courier_key').notNull(),
    /** common/courierCash.ts trackingKey, and the number as the report wrote it. */
    trackingKey: text('tracking_key').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    /** The order of that courier and number when the report came; null for a number the shop did not know. */
    orderRef: text('order_ref').references(() => orders.orderRef, { onDelete: 'set null' }),
    /** Whole rupees the courier collected for the parcel, and its charges for it. */
    amount: integer('amount').notNull(),
    charges: integer('charges').notNull(),
    /** The payout's day (YYYY-MM-DD) and reference, as the report gave them (else the import's day and the file's name). */
    payoutDate: text('payout_date').notNull(),
    payoutReference: text('payout_reference').notNull(),
    /** 'paid', 'already paid' (the owner had ticked it), 'charges only', 'came back' or 'unknown'. */
    outcome: text('outcome').notNull(),
    /** What the source left out (recorded as 0, the import's day, the file's name) for a later report to give. */
    notGiven: text('not_given', { mode: 'json' }).$type<PaymentDetail[]>().notNull().default([]),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    uniqueIndex('courier_payments_parcel_idx').on(table.courierKey, table.trackingKey),
    index('courier_payments_order_idx').on(table.orderRef),
    index('courier_payments_payout_idx').on(table.payoutDate),
  ],
);
