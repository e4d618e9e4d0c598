import { z } from 'zod';
import { ORDER_STATUSES } from './orderFacts';
import { ORDER_REF_PATTERN } from './orderRefs';

/*
 * The states an order is in and the names it goes by: its status, its reference, how it is paid for,
 * whether its parcel came back, the channel it came by. The order's other schemas build on these
 * (common/orderPlacing.ts, orderUpdates.ts, orders.ts); common/orders.ts re-exports them all.
 */

export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `status must be one of ${ORDER_STATUSES.join(', ')}`,
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderRefSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(ORDER_REF_PATTERN, 'Order reference looks like ORD-ABC123XYZ');

/**
 * What the customer owes is kept apart from the order's status (docs/architecture.md): a COD order is
 * unpaid until the owner records the cash as received, a bank-transfer order until the owner has
 * checked the transfer.
 */
export const PAYMENT_STATES = ['unpaid', 'paid'] as const;
export const paymentStateSchema = z.enum(PAYMENT_STATES, {
  error: `payment must be one of ${PAYMENT_STATES.join(', ')}`,
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** A parcel that came back: refused at the door, or returned after delivery. It is not a sale. */
export const PARCEL_RETURNS = ['refused', 'returned'] as const;
export const parcelReturnSchema = z.enum(PARCEL_RETURNS, {
  error: `returned must be one of ${PARCEL_RETURNS.join(', ')}, or null to undo`,
});
export type ParcelReturn = z.infer<typeof parcelReturnSchema>;

/** Where an order came from (issue 26): the website's checkout, or the owner entering it by hand. */
export const ORDER_CHANNELS = ['website', 'whatsapp', 'instagram', 'phone', 'walk-in'] as const;
export const orderChannelSchema = z.enum(ORDER_CHANNELS, {
  error: `channel must be one of ${ORDER_CHANNELS.join(', ')}`,
});
export type OrderChannel = z.infer<typeof orderChannelSchema>;
export const CHANNEL_LABELS: Record<OrderChannel, string> = {
  website: 'Website',
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  phone: 'Phone call',
  'walk-in': 'Walk-in',
};

/** Channels whose customer takes the order at the shop: no address, no delivery fee (issue 35). */
export const pickedUpAtShop = (order: { channel: OrderChannel; pickup?: boolean }) =>
  order.channel === 'walk-in' || order.pickup === true;
/** Only these orders can still be changed: the parcel is not being packed or gone (docs/product.md, Orders tab). */
export const EDITABLE_STATUSES = ['pending', 'confirmed'] as const satisfies readonly OrderStatus[];
export const isEditable = (order: { status: OrderStatus }) =>
  (EDITABLE_STATUSES as readonly OrderStatus[]).includes(order.status);
