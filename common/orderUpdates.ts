import { z } from 'zod';
import { knownCarrier } from './orderTracking';
import { orderRefSchema, orderStatusSchema, parcelReturnSchema, paymentStateSchema } from './orderStates';

/*
 * The owner's changes to an order once placed: its status (with the courier, tracking and expected
 * day), its payment, a parcel that came back, the confirmation with the customer, and the bulk cancel.
 * common/orders.ts re-exports them.
 */

function isHttpsAddress(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A calendar day, 'YYYY-MM-DD', as the admin picks an expected delivery date. */
export const deliveryDateSchema = z.iso.date('Expected delivery must be a date like 2026-12-31');

export const statusUpdateSchema = z.object({
  status: orderStatusSchema,
  trackingNumber: z.string().trim().max(60, 'Tracking number must be at most 60 characters').optional(),
  /** A known courier's name is written as the shop knows it ('tcs' → 'TCS'); others are kept as typed. */
  carrier: z
    .string()
    .trim()
    .max(40, 'Carrier must be at most 40 characters')
    .transform((name) => knownCarrier(name)?.name ?? name)
    .optional(),
  /**
   * Where the shopper follows the parcel of a courier the shop does not know (carrier 'Other'): the
   * courier's own tracking address for this parcel. A known courier's link is made from its number.
   */
  trackingUrl: z
    .string()
    .trim()
    .max(300, 'Tracking address must be at most 300 characters')
    .refine((url) => url === '' || isHttpsAddress(url), 'Tracking address must be a web address starting with https://')
    .optional(),
  /** null clears the date; leaving it out keeps what is there. */
  estimatedDelivery: deliveryDateSchema.nullable().optional(),
});
export type StatusUpdate = z.infer<typeof statusUpdateSchema>;

export const paymentUpdateSchema = z.object({ payment: paymentStateSchema });

/** null takes back a return recorded by mistake. */
export const returnUpdateSchema = z.object({ returned: parcelReturnSchema.nullable() });

export const confirmationUpdateSchema = z.object({
  confirmed: z.boolean({ error: 'confirmed must be true or false' }),
});

/** The owner's bulk cancel: the orders ticked on the page. */
export const bulkCancelSchema = z.object({
  orderRefs: z
    .array(orderRefSchema, { error: 'Choose the orders to cancel' })
    .min(1, 'Choose the orders to cancel')
    .max(100, 'At most 100 orders at once'),
});
export const bulkCancelResultSchema = z.object({
  cancelled: z.array(z.string()),
  /** Orders left as they were, each with why (already shipped, not found, …). */
  skipped: z.array(z.object({ orderRef: z.string(), reason: z.string() })),
});
