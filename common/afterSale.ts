import { z } from 'zod';
import { REFUND_WAYS } from './orderFacts';

/**
 * After a parcel has reached the customer (issue 22): one line's pieces coming back, refunded, or
 * exchanged for another size or colour of the same shirt. Whole parcels that come back are
 * `parcelReturn` (common/orders.ts); these are single lines.
 */
export const REFUND_METHODS = ['cash', 'bank'] as const;

const pieces = z
  .number({ error: 'Say how many pieces come back' })
  .int('Pieces must be a whole number')
  .min(1, 'At least 1 piece must come back')
  .max(100, 'At most 100 pieces at once');

/** The owner records pieces of a line coming back, with the money given back (0 when none). */
export const lineReturnSchema = z.object({
  quantity: pieces,
  refund: z.object({
    amount: z
      .number({ error: 'The refund must be a number of rupees' })
      .int('The refund must be whole rupees')
      .min(0, 'The refund cannot be below 0'),
    /**
     * Cash or bank: given back to the shopper. 'deducted': taken off what the courier pays, which only
     * a delivered, unpaid cash-on-delivery order allows. Absent when the dialog asked nothing: the
     * order's cash is not collected yet, and the server takes the refund off what is to collect
     * (common/orderRefunds.ts refundWay, decision 0092).
     */
    method: z.enum(REFUND_WAYS, { error: 'Refund by cash or bank' }).optional(),
  }),
});
export type LineReturn = z.infer<typeof lineReturnSchema>;

/**
 * The refund of pieces returned earlier, left to decide (decision 0133): recorded later on the returned
 * line by someone whose refund limit allows it. 0 decides that no money is given back. The method is
 * asked as for a return (absent off the bill: the server takes it off what is to collect).
 */
export const laterRefundSchema = lineReturnSchema.shape.refund;
export type LaterRefund = z.infer<typeof laterRefundSchema>;

/** The owner records an exchange: these pieces of the line for the same shirt in another size or colour. */
export const exchangeSchema = z.object({
  quantity: pieces,
  size: z.string({ error: 'Choose the new size' }).trim().min(1, 'Choose the new size'),
  color: z.string({ error: 'Choose the new colour' }).trim().min(1, 'Choose the new colour'),
  /** Charge the shop's exchange delivery fee (shop policy) on the exchange parcel. */
  chargeDelivery: z.boolean().optional().default(false),
});
export type ExchangeRequest = z.input<typeof exchangeSchema>;

/**
 * The owner records the money of a paid order the shop cancelled as sent back (decision 0126): the whole
 * amount owed, by cash or bank transfer. The server refuses any other amount.
 */
export const cancelRefundSchema = z.object({
  amount: z
    .number({ error: 'The refund must be a number of rupees' })
    .int('The refund must be whole rupees')
    .min(1, 'The refund must be at least PKR 1'),
  method: z.enum(REFUND_METHODS, { error: 'Say how it was sent: cash or bank transfer' }),
});
export type CancelRefund = z.infer<typeof cancelRefundSchema>;

const timestamp = z.iso.datetime();

/** The money of a cancelled paid order as sent back (decision 0126): shown to the owner and the shopper. */
export const cancelRefundSentSchema = cancelRefundSchema.extend({ at: timestamp });

/** What came back of a line, as the order shows it to the owner and the shopper. */
export const lineChangeSchema = z.object({
  kind: z.enum(['refund', 'exchange']),
  /** The order line (items' lineId) the pieces came back from. */
  lineId: z.number().int(),
  productId: z.string(),
  title: z.string(),
  size: z.string(),
  color: z.string(),
  /** Pieces that came back; 0 on a refund recorded later for pieces returned before (decision 0133). */
  quantity: z.number().int().min(0),
  /** Rupees given back (0 for an exchange). */
  refund: z.number().int().min(0),
  refundMethod: z.enum(REFUND_WAYS).nullable(),
  /** The exchange order that carries the new pieces, and their size and colour. */
  exchangeOrderRef: z.string().nullable(),
  newSize: z.string().nullable(),
  newColor: z.string().nullable(),
  at: timestamp,
  /**
   * When the exchange's order was cancelled (issue 33 item 3): the record stays as history, and its
   * pieces count as with the customer again, to exchange or refund afresh. Null while it counts.
   */
  cancelledAt: timestamp.nullable(),
  /**
   * A return whose refund was left to the owner or a manager (decision 0133): the line's refund to decide
   * (common/orderRefunds.ts refundToDecideOn) until someone allowed records it.
   */
  refundToDecide: z.boolean(),
  /**
   * An exchange's new piece was delivered (its exchange order is delivered): the rider collected the old
   * one then. Null until then, and on refunds.
   */
  exchangeDeliveredAt: timestamp.nullable(),
});
export type LineChange = z.infer<typeof lineChangeSchema>;
