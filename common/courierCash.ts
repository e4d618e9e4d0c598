/**
 * Couriers' reports the owner imports (issue 34): payment reports (what the courier collected and paid
 * out, less its charges) and status reports (for couriers without an API account). Free of zod, so the
 * admin app's Reconciliation screen reads the field names and labels without loading the schemas
 * (those are common/contract/courierCash.ts).
 */

export const REPORT_KINDS = ['payment', 'status'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The columns the shop reads from each kind of report; the first two of each are required. */
export const REPORT_FIELDS = {
  payment: ['trackingNumber', 'amount', 'charges', 'payoutDate', 'payoutReference'],
  status: ['trackingNumber', 'status', 'statusDate'],
} as const satisfies Record<ReportKind, readonly string[]>;
export type ReportField = (typeof REPORT_FIELDS)[ReportKind][number];
export const REQUIRED_FIELDS: Record<ReportKind, readonly ReportField[]> = {
  payment: ['trackingNumber', 'amount'],
  status: ['trackingNumber', 'status'],
};

export const FIELD_LABELS: Record<ReportField, string> = {
  trackingNumber: 'Tracking number',
  amount: 'Amount collected',
  charges: "Courier's charges",
  payoutDate: 'Payout date',
  payoutReference: 'Payout reference',
  status: 'Parcel status',
  statusDate: 'Status date',
};

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  payment: 'Payment report (cash paid out)',
  status: 'Status report (delivered, returned)',
};

/**
 * Which column of the courier's file holds each field, by the column's heading (not its position, so
 * a courier adding a column does not shift the owner's mapping). A field left out is not read.
 */
export type ColumnMapping = Partial<Record<ReportField, string>>;

/** What a courier's status word does to the order: mark it delivered, record the parcel back at the shop, or nothing. */
export const STATUS_STEPS = ['delivered', 'returned', 'no change'] as const;
export type StatusStep = (typeof STATUS_STEPS)[number];
export const STATUS_STEP_LABELS: Record<StatusStep, string> = {
  delivered: 'Delivered to the customer',
  returned: 'Back at the shop (pieces back in stock)',
  'no change': 'Still on its way (no change)',
};

/** The saved mapping of one courier's report: its columns, and the owner's reading of status words the guess got wrong. */
export type SavedMapping = { columns: ColumnMapping; statusWords: Record<string, StatusStep> };

/**
 * Headings couriers use for each field (PostEx, Leopards, TCS, Trax, M&P payment and status reports),
 * tried in this order so the more particular ones ('Delivery Charges' before any 'amount') win.
 */
const FIELD_GUESSES: [ReportField, RegExp][] = [
  ['payoutDate', /payout.*date|payment.*date|paid\s*(on|date)|settle.*date|transfer.*date|^date$/i],
  // The shop's own order reference is not the payout's. PostEx names its payout receipt a CPR.
  [
    'payoutReference',
    /^(?!.*order).*(payout.*(ref|id|no)|payment.*(ref|id|no)|\bcpr\b|settlement|cheque|transaction|reference|invoice\s*(no|#|number))/i,
  ],
  ['statusDate', /status.*date|delivery\s*date|date.*status|updated|last.*date|date/i],
  [
    'trackingNumber',
    /track|consignment|\bcn\b|cn\s*(no|#|number)|awb|airway|booking\s*(no|#|number)|shipment\s*(no|#|id|number)/i,
  ],
  ['charges', /charge|fee|deduct|commission|tax|service/i],
  ['amount', /cod|collect|amount|paid|invoice|value|price/i],
  ['status', /status|remark|state/i],
];

/** The shop's first guess at a report's columns from its headings; the owner corrects it and saves it. */
export function guessMapping(kind: ReportKind, headers: readonly string[]): ColumnMapping {
  const wanted = new Set<ReportField>(REPORT_FIELDS[kind]);
  const taken = new Set<string>();
  const mapping: ColumnMapping = {};
  for (const [field, pattern] of FIELD_GUESSES) {
    if (!wanted.has(field)) continue;
    const header = headers.find((name) => name !== '' && !taken.has(name) && pattern.test(name));
    if (header === undefined) continue;
    mapping[field] = header;
    taken.add(header);
  }
  return mapping;
}

/** A status word as it is compared and remembered: case and spacing do not matter. */
export const statusWordKey = (word: string) => word.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The shop's reading of a courier's status word. A parcel counts as back only once the courier says
 * it reached the shop ('Returned to shipper'); 'being returned' or 'refused' is still on its way back.
 */
export function guessStatusStep(word: string): StatusStep {
  const text = statusWordKey(word);
  if (
    /return(ed)? (to|delivered to) (shipper|vendor|merchant|sender|shop|client|origin)|return delivered|\brts\b|^returned$/.test(
      text,
    )
  ) {
    return 'returned';
  }
  if (/return|refus|undeliver|not deliver|attempt|fail|cancel/.test(text)) return 'no change';
  // 'Delivered', never 'Out for delivery' or 'Delivery attempted'.
  if (/\bdelivered\b/.test(text)) return 'delivered';
  return 'no change';
}

/**
 * How a report's row turned out (preview and import alike). Payment rows: paid, charges added (paid
 * before by a source that gave no charges, such as PostEx's payment status: this row's charges are
 * added to that payment, once), imported before (an earlier payout paid it: nothing changes), charges
 * only (nothing collected for a parcel that owed nothing: it came back, was cancelled or was paid by
 * bank transfer; the courier's charges for it are recorded, its order is left as it is), came back (paid for a parcel the shop has as back or cancelled: recorded, the order
 * is not marked paid), unknown, problem. Status rows: delivered,
 * returned, no change, unknown, problem. Unknown and problem rows change no order.
 */
export const ROW_OUTCOMES = [
  'paid',
  'charges added',
  'imported before',
  'charges only',
  'came back',
  'delivered',
  'returned',
  'no change',
  'unknown',
  'problem',
] as const;
export type RowOutcome = (typeof ROW_OUTCOMES)[number];

/** The differences the Reconciliation screen lists, in the owner's words. */
export const DIFFERENCE_KINDS = ['amount', 'came back', 'unknown'] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];
export const DIFFERENCE_LABELS: Record<DifferenceKind, string> = {
  amount: 'Paid is not what was to collect',
  'came back': 'Paid for a parcel the shop has as refused, returned or cancelled',
  unknown: 'Tracking number the shop does not know',
};

/** A courier's name as orders and reports are matched by it: 'PostEx', ' postex ' are one courier. */
export const courierKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
/** A tracking number as matched: spaces and case do not matter, and a spreadsheet's leading apostrophe is no part of it. */
export const trackingKey = (text: string) => text.trim().replace(/^'/, '').replace(/\s+/g, '').toUpperCase();

/** The multipart form field that carries a courier's report file. */
export const REPORT_FILE_FIELD = 'report';
/** A payout or status report is a few hundred kilobytes; past this it is not a courier's report. */
export const MAX_REPORT_BYTES = 5 * 1024 * 1024;
