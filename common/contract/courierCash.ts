import { z } from 'zod';
import { analyticsQuerySchema } from '../analytics';
import { DIFFERENCE_KINDS, REPORT_FIELDS, REPORT_KINDS, ROW_OUTCOMES, STATUS_STEPS } from '../courierCash';
import { apiCourierSchema } from '../couriers';
import { endpoints, isoTimestamp, okData } from './endpoint';

/** Couriers' payment and status reports, and the Reconciliation screen (issue 34; docs/architecture.md, Courier cash). */

const courierName = z
  .string({ error: 'Choose the courier' })
  .trim()
  .min(1, 'Choose the courier')
  .max(40, 'Courier must be at most 40 characters');
const money = z.number().int();
const day = z.iso.date();

export const reportQuerySchema = z.object({
  courier: courierName,
  kind: z.enum(REPORT_KINDS, { error: `kind must be one of ${REPORT_KINDS.join(', ')}` }),
});
export const courierQuerySchema = z.object({ courier: courierName });

const allFields = [...REPORT_FIELDS.payment, ...REPORT_FIELDS.status.slice(1)] as const;
/** The owner's choice of columns, sent as JSON text in the multipart form beside the file. */
export const columnMappingSchema = z.partialRecord(z.enum(allFields), z.string().max(200));
export const statusWordsSchema = z.record(z.string().max(200), z.enum(STATUS_STEPS));
/** Multipart form fields besides the file (the report, field REPORT_FILE_FIELD). */
export const reportFormSchema = z.object({
  columns: z.string().max(10_000).optional(),
  statusWords: z.string().max(100_000).optional(),
});

const plannedRowSchema = z.object({
  line: z.number().int(),
  trackingNumber: z.string(),
  outcome: z.enum(ROW_OUTCOMES),
  message: z.string(),
  orderRef: z.string().nullable(),
  amount: money.optional(),
  charges: money.optional(),
  expected: money.optional(),
  payoutDate: z.string().optional(),
  payoutReference: z.string().optional(),
  statusWord: z.string().optional(),
  step: z.enum(STATUS_STEPS).optional(),
  day: z.string().optional(),
});

export const reportAnswerSchema = z.object({
  importId: z.number().int().nullable(),
  courier: z.string(),
  kind: z.enum(REPORT_KINDS),
  fileName: z.string(),
  headers: z.array(z.string()),
  columns: columnMappingSchema,
  source: z.enum(['yours', 'saved', 'guessed']),
  missing: z.array(z.string()),
  statusWords: z.array(z.object({ word: z.string(), step: z.enum(STATUS_STEPS), guessed: z.boolean() })),
  rows: z.array(plannedRowSchema),
  counts: z.record(z.enum(ROW_OUTCOMES), z.number().int()),
});

const paymentSchema = z.object({
  trackingNumber: z.string(),
  orderRef: z.string().nullable(),
  amount: money,
  charges: money,
  expected: money.nullable(),
  payoutDate: day,
  payoutReference: z.string(),
  cameBack: z.string().nullable(),
});

/** What asking a courier's own payment status did (PostEx): as a payment report's rows, with the parcels still unpaid. */
export const paymentCheckSchema = z.object({
  asked: z.number().int(),
  notPaidYet: z.number().int(),
  rows: z.array(plannedRowSchema),
  counts: z.record(z.enum(ROW_OUTCOMES), z.number().int()),
  stopped: z.string().nullable(),
});

export const reconciliationSchema = z.object({
  courier: z.string(),
  totals: z.object({
    awaiting: z.object({ parcels: z.number().int(), amount: money }),
    paid: z.object({ parcels: z.number().int(), collected: money, charges: money, net: money }),
    cameBack: z.number().int(),
  }),
  awaiting: z.array(
    z.object({
      orderRef: z.string(),
      trackingNumber: z.string(),
      customerName: z.string(),
      city: z.string(),
      toCollect: money,
      deliveredAt: isoTimestamp.nullable(),
      ageDays: z.number().int().nullable(),
    }),
  ),
  payments: z.array(paymentSchema),
  differences: z.array(paymentSchema.extend({ kind: z.enum(DIFFERENCE_KINDS), note: z.string() })),
  cameBack: z.array(
    z.object({
      orderRef: z.string(),
      trackingNumber: z.string(),
      customerName: z.string(),
      city: z.string(),
      kind: z.enum(['refused', 'returned']),
      returnedAt: isoTimestamp.nullable(),
      backInStock: z.boolean(),
      /** Whether the courier paid cash for it (a difference); its charges for it, such as a return fee, either way. */
      paidByCourier: z.boolean(),
      courierCharges: money,
    }),
  ),
  payouts: z.array(
    z.object({
      reference: z.string(),
      date: day,
      parcels: z.number().int(),
      collected: money,
      charges: money,
      net: money,
    }),
  ),
  imports: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(REPORT_KINDS),
      fileName: z.string(),
      outcomes: z.record(z.string(), z.number().int()),
      importedAt: isoTimestamp,
    }),
  ),
});

const rateRow = z.object({
  name: z.string(),
  shipped: z.number().int(),
  delivered: z.number().int(),
  cameBack: z.number().int(),
  refused: z.number().int(),
  settled: z.number().int(),
  deliveryRate: z.number().nullable(),
  returnRate: z.number().nullable(),
  daysToDeliver: z.number().nullable(),
});
export const deliveryReportSchema = z.object({ couriers: z.array(rateRow), cities: z.array(rateRow) });

export const cashReceivedSchema = z.object({
  parcels: z.number().int(),
  collected: money,
  charges: money,
  net: money,
  couriers: z.array(
    z.object({ courier: z.string(), parcels: z.number().int(), collected: money, charges: money, net: money }),
  ),
});

export const courierCashEndpoints = endpoints({
  'GET /api/admin/courier-cash/couriers': {
    auth: 'admin',
    permission: 'orders.payment',
    response: okData(z.array(z.string())),
  },
  'GET /api/admin/courier-cash/reconciliation': {
    auth: 'admin',
    permission: 'orders.payment',
    query: courierQuerySchema,
    response: okData(reconciliationSchema),
  },
  // Multipart: the report in REPORT_FILE_FIELD, and reportFormSchema's fields.
  'POST /api/admin/courier-cash/imports/preview': {
    auth: 'admin',
    permission: 'orders.payment',
    query: reportQuerySchema,
    response: okData(reportAnswerSchema),
  },
  'POST /api/admin/courier-cash/imports': {
    auth: 'admin',
    permission: 'orders.payment',
    query: reportQuerySchema,
    response: okData(reportAnswerSchema),
  },
  /** Asks the courier's payment status about its delivered, unpaid parcels and records the paid ones once. */
  'POST /api/admin/courier-cash/payment-status': {
    auth: 'admin',
    permission: 'orders.payment',
    query: z.object({ courier: apiCourierSchema }),
    response: okData(paymentCheckSchema),
  },
  /**
   * Parcels delivered and come back by courier and by city: counts and rates, no money. Anyone who sees
   * orders reads it: the order cards show the city's refusal rate to whoever confirms by phone.
   */
  'GET /api/admin/courier-cash/delivery-report': {
    auth: 'admin',
    permission: 'orders.view',
    query: analyticsQuerySchema,
    response: okData(deliveryReportSchema),
  },
  'GET /api/admin/courier-cash/received': {
    auth: 'admin',
    permission: 'analytics',
    query: analyticsQuerySchema,
    response: okData(cashReceivedSchema),
  },
});
