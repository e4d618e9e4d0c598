import { z } from 'zod';
import { MAX_PAGE, wholeNumberQuery } from './paging';

/**
 * The kinds of change the activity log records (issue 37), with the words the owner reads. A route
 * that records a change names one of these; the log's filter offers them all.
 */
export const ACTIVITY_KINDS = {
  'order.create': 'Order entered by hand',
  'order.edit': 'Order edited',
  'order.status': 'Order status',
  'order.payment': 'Payment',
  'order.confirmation': 'Confirmed with customer',
  'order.return': 'Parcel came back',
  'order.refund': 'Line returned / refunded',
  'order.exchange': 'Exchange',
  /** Found by its filter: every cancellation, by Cancel Order, a status change, a bulk cancel or the shopper (decision 0134). */
  'order.cancel': 'Orders cancelled',
  'order.delete': 'Order deleted',
  'order.collect': 'Amount to collect changed with the courier',
  'order.refundSent': 'Refund of a cancelled order sent',
  'product.create': 'Product added',
  'product.update': 'Product, price or stock changed',
  'product.delete': 'Product deleted',
  'discount.create': 'Discount code added',
  'discount.update': 'Discount code changed',
  'discount.pause': 'Discount code paused or resumed',
  'discount.delete': 'Discount code deleted',
  'settings.policy': 'Shop settings',
  'settings.modelKey': 'Assistant key',
  'settings.publicUrl': 'Shop address',
  'settings.mail': 'Mail settings',
  'settings.courier': 'Courier account',
  'staff.create': 'Staff account added',
  'staff.update': 'Staff account changed',
  'staff.password': 'Staff password reset',
  'staff.rules': 'Staff rules',
  'backup.restore': 'Backup restored',
} as const;
export type ActivityKind = keyof typeof ACTIVITY_KINDS;
export const ACTIVITY_KIND_NAMES = Object.keys(ACTIVITY_KINDS) as [ActivityKind, ...ActivityKind[]];

export const activityEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staffId: z.number().int().nullable(),
  staffName: z.string(),
  kind: z.enum(ACTIVITY_KIND_NAMES),
  orderRef: z.string().nullable(),
  productId: z.string().nullable(),
  subject: z.string().nullable(),
  /** The line stored with the entry when it was written, field by field. */
  summary: z.string(),
  /** What was done to what, as the owner reads it (server/activity/sentences.ts, decision 0134). */
  sentence: z.string(),
  /** The fields that changed, as they were and as they became. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityQuerySchema = z.object({
  staffId: z.coerce.number().int().min(1).optional(),
  orderRef: z.string().trim().max(40).optional(),
  productId: z.string().trim().max(100).optional(),
  kind: z.enum(ACTIVITY_KIND_NAMES, { error: 'No such kind of change' }).optional(),
  /** Changes made on or after this day, on or before that day (Pakistan time), as the orders list filters. */
  from: z.iso.date('from must be a date like 2026-12-31').optional(),
  to: z.iso.date('to must be a date like 2026-12-31').optional(),
  page: wholeNumberQuery('page', MAX_PAGE).default(1),
  limit: wholeNumberQuery('limit', 200).default(50),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;
