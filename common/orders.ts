import { z } from 'zod';
import { paymentMethodSchema } from './policy';
import { ORDER_REF_PATTERN } from './orderRefs';
import { cancelRefundSentSchema, lineChangeSchema } from './afterSale';
import { shopLanguageSchema } from './language';
import { orderChannelSchema, orderStatusSchema, parcelReturnSchema, paymentStateSchema } from './orderStates';
import { PARCEL_STEPS } from './courierFacts';

/*
 * An order as the API answers it, to the shopper and to the owner, and what proves an order is the
 * shopper's own. The order's other rules live by what they hold, and are re-exported here so every
 * reader imports one module: its states (orderStates.ts), placing and editing it (orderPlacing.ts),
 * the owner's changes (orderUpdates.ts), the orders list (orderList.ts), and the zod-free facts,
 * tracking and references the front ends read without the schemas.
 */
export * from './orderFacts';
export * from './orderTracking';
export * from './orderRefs';
export * from './orderStates';
export * from './orderPlacing';
export * from './orderUpdates';
export * from './orderList';

const TRACK_BOTH = 'Please enter the order reference and the e-mail or phone number used for it';

/**
 * Tracking proves the order by its reference and either the order's e-mail or its phone number, in
 * any written form (issue 35: many shoppers keep only the number they ordered with). The phone is
 * compared by its national digits (common/phone.ts phoneKey), so '+92 300 1234567' finds 0300-1234567.
 */
export const trackOrderQuerySchema = z
  .object({
    orderRef: z.string({ error: TRACK_BOTH }).trim().toUpperCase().min(1, TRACK_BOTH),
    email: z.string().trim().toLowerCase().max(254).optional(),
    phone: z.string().trim().max(40).optional(),
  })
  .refine((query) => Boolean(query.email || query.phone), { message: TRACK_BOTH });
export type TrackOrderQuery = z.infer<typeof trackOrderQuerySchema>;

/**
 * What proves a receipt upload or view, or a cancel from the order page, is the shopper's own, as
 * seeing the order is proven (docs/decisions/0051, 0114, 0122): the order's e-mail or phone number beside its reference (a phone-only
 * order has no e-mail), or a signed-in account the order belongs to (sent as the Bearer token, not here).
 */
export const orderProofQuerySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).optional(),
  phone: z.string().trim().max(40).optional(),
});

const money = z.number().int().min(0);
const timestamp = z.iso.datetime();

/** An order as the API answers it (docs/product.md §3, with amounts as whole-rupee numbers). */
export const orderSchema = z.object({
  orderRef: z.string().regex(ORDER_REF_PATTERN),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    zip: z.string(),
    country: z.literal('Pakistan'),
  }),
  items: z.array(
    z.object({
      /** The line's own number: the owner's returns and exchanges name it. */
      lineId: z.number().int(),
      productId: z.string(),
      title: z.string(),
      /** The product's Urdu title as the owner wrote it (issue 35 item 6), for shoppers reading Urdu; absent when none. */
      titleUrdu: z.string().optional(),
      /** The unit price at the time of sale. */
      price: money,
      /** What the shopper paid for the whole line: its pieces less its share of the discount (issue 33). */
      paid: money,
      size: z.string(),
      color: z.string(),
      quantity: z.number().int().min(1),
    }),
  ),
  subtotal: money,
  shippingCost: money,
  discount: money,
  /** discount codes (issue 25): the code the order was placed with; null without one. */
  discountCode: z.string().nullable(),
  total: money,
  status: orderStatusSchema,
  paymentMethod: paymentMethodSchema,
  createdAt: timestamp,
  statusHistory: z.array(z.object({ status: orderStatusSchema, timestamp })),
  tracking: z.object({
    trackingNumber: z.string().nullable(),
    carrier: z.string().nullable(),
    /** The tracking address the owner gave for a courier the shop does not know (trackingLink). */
    trackingUrl: z.string().nullable(),
    shippedAt: timestamp.nullable(),
    deliveredAt: timestamp.nullable(),
    estimatedDelivery: timestamp.nullable(),
  }),
  /** Whether the shop has the money: the shopper sees a bank transfer as received once the owner checked it. */
  payment: z.object({ status: paymentStateSchema, paidAt: timestamp.nullable() }),
  /**
   * A parcel that came back (refused at the door, or returned): the shopper reads what happened instead
   * of 'shipped' and a sum to keep ready (issue 24).
   */
  parcelReturn: z.object({ kind: parcelReturnSchema, at: timestamp }).nullable(),
  /** This order carries the new pieces of an exchange for that order (issue 22). */
  exchangeOf: z.string().nullable(),
  /**
   * When the shop's return window for the order's pieces began (decision 0141): its delivery, or for an
   * exchange order the delivery of the order the shopper paid on (common/orderFacts.ts afterSaleAsk); null
   * until delivered.
   */
  returnWindowFrom: timestamp.nullable(),
  /** Pieces of its lines that came back: refunded, or exchanged (common/afterSale.ts). */
  lineChanges: z.array(lineChangeSchema),
  /** A paid order the shop cancelled: the money the owner recorded as sent back (decision 0126); null until then. */
  cancelRefund: cancelRefundSentSchema.nullable(),
  /**
   * Cash on delivery (null for a bank transfer): what the order asks at the door, its total less what was
   * taken off it (common/orderFacts.ts askedAtTheDoor), which is the owner's 'To collect' while the cash
   * is not collected. The order page says it as the one amount to pay, and after delivery as what the
   * order asked, never the total a piece was taken off.
   */
  askedOnDelivery: money.nullable(),
  /**
   * The bank-transfer receipt the shopper uploaded (issue 26), when there is one; the picture itself only by
   * its own endpoints. `orderChangedSince`: the owner changed the order after it was sent (Change order), so
   * the transfer it shows may be for the earlier amount (common/orderFacts.ts transferAsked, decision 0129).
   */
  receipt: z.object({ uploadedAt: timestamp, orderChangedSince: z.boolean() }).nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderItem = Order['items'][number];

/** An order as the owner sees it: what the shopper sees, plus what only the shop needs to know. */
export const adminOrderSchema = orderSchema.extend({
  /** When the owner confirmed the order with the customer (by WhatsApp or a call). */
  confirmedWithCustomerAt: timestamp.nullable(),
  /** How many other orders from this phone number came back refused: a risk to weigh before dispatch. */
  refusedBefore: z.number().int().min(0),
  /** Other orders from the same phone or to the same address close in time (LOOKALIKE_RULE); 0 for an exchange order. */
  lookalikes: z.number().int().min(0),
  /** The owner marked this phone number 'confirm by call first' (Customers): call before packing. */
  confirmByCall: z.boolean(),
  channel: orderChannelSchema,
  /** The customer collects it at the shop (issue 35): no address, no delivery fee, nothing to hand a courier. */
  pickup: z.boolean(),
  /** The owner's note on this customer (Customers), e.g. 'prefers evening calls'; '' without one (issue 35). */
  customerNote: z.string(),
  /** The language the shopper reads (issue 26): their mails and the WhatsApp message are in it. */
  language: shopLanguageSchema,
  /** The owner's changes before shipping, oldest first, each said in a sentence. */
  edits: z.array(z.object({ at: timestamp, summary: z.string() })),
  /**
   * What the shop owes the customer back (decision 0126): a paid order it cancelled, until the refund is
   * recorded as sent. 0 for every other order.
   */
  refundOwed: money,
  /** Where its parcel booked through a courier's API is (decision 0128); null without one. */
  parcelStep: z.enum(PARCEL_STEPS).nullable(),
  /** The order's version: the admin app sends it back as If-Match, so a change made on a stale copy is refused (issue 37). */
  updatedAt: timestamp,
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * An order looks fake (issue 23) when at least `others` more orders came from its phone, or to its
 * address, within `windowHours` either side: the runs of fake cash-on-delivery orders Pakistani shops
 * see. The owner is shown them together and may cancel them at once; nothing is cancelled by itself.
 * An exchange order (`exchangeOf` set), which the owner makes for the same customer, is no order placed
 * by anyone: it is nobody's lookalike and has none of its own (migration 0044).
 */
export const LOOKALIKE_RULE = { windowHours: 24, others: 2 } as const;
export const looksFake = (order: Pick<AdminOrder, 'lookalikes'>) => order.lookalikes >= LOOKALIKE_RULE.others;
