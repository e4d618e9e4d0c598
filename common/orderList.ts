import { z } from 'zod';
import { PARCEL_FILTERS, type ParcelStep } from './courierFacts';
import { MAX_PAGE, wholeNumberQuery } from './paging';
import { paymentMethodSchema } from './policy';
import { ORDER_REF_PATTERN } from './orderRefs';
import { orderStatusSchema, paymentStateSchema } from './orderStates';

/* The owner's orders list: its filters (and the CSV export's), its pages. common/orders.ts re-exports them. */

export const ORDERS_PAGE_SIZE = 20;
/** A calendar day in Pakistan ('YYYY-MM-DD'); Pakistan keeps UTC+5 all year. */
const PAKISTAN_OFFSET = '+05:00';
export const startOfPakistanDay = (day: string) => new Date(`${day}T00:00:00.000${PAKISTAN_OFFSET}`);

/** The owner's filters over the orders list (and the CSV export of it); all optional. */
export const orderFiltersSchema = z.object({
  status: orderStatusSchema.optional(),
  paymentMethod: paymentMethodSchema.optional(),
  payment: paymentStateSchema.optional(),
  /** 'yes': only parcels that came back; 'no': leave them out. */
  returned: z.enum(['yes', 'no'], { error: 'returned must be yes or no' }).optional(),
  /** Placed on or after this day, on or before that day (Pakistan time). */
  from: z.iso.date('from must be a date like 2026-12-31').optional(),
  to: z.iso.date('to must be a date like 2026-12-31').optional(),
  /** 'yes': only orders that look fake (LOOKALIKE_RULE). */
  lookalike: z.enum(['yes'], { error: 'lookalike must be yes' }).optional(),
  /** 'yes': only paid orders the shop cancelled whose money is still to be sent back (decision 0126). */
  refundOwed: z.enum(['yes'], { error: 'refundOwed must be yes' }).optional(),
  /**
   * Shipped orders whose parcel needs the shop (decision 0128): 'attempted', the courier's last word a
   * failed delivery (call the customer); 'returning', on its way back. Not once marked as come back.
   * 'booked': booked with a courier and waiting for its rider (decision 0130).
   */
  parcel: z
    .enum(PARCEL_FILTERS as [ParcelStep, ...ParcelStep[]], {
      error: 'parcel must be booked, attempted or returning',
    })
    .optional(),
  /** Free text over order ref, customer name, phone, e-mail and city. */
  q: z
    .string()
    .trim()
    .max(100, 'Search text must be at most 100 characters')
    .refine(
      (text) => ![...text].some((character) => character.charCodeAt(0) < 0x20),
      'Search text cannot hold control characters',
    )
    .optional(),
  /** Exactly these orders (packing slips for a selection): order refs separated by commas. */
  refs: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((ref) => ref.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(ORDER_REF_PATTERN, 'Order reference looks like ORD-ABC123XYZ'))
        .max(200, 'At most 200 orders at once'),
    )
    .optional(),
});
export type OrderFilters = z.output<typeof orderFiltersSchema>;

export const orderListQuerySchema = orderFiltersSchema.extend({
  page: wholeNumberQuery('page', MAX_PAGE).default(1),
  limit: wholeNumberQuery('limit', 200).default(ORDERS_PAGE_SIZE),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
