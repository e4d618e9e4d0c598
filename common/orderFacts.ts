import type { Order } from './orders';

/**
 * Order facts the admin app needs at run time, free of zod so its screens do not load the schemas
 * (common/orders.ts re-exports them for the server).
 */
export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;

/** The couriers the owner picks from when marking an order shipped (besides typing another). */
export const SHIPPING_CARRIERS = ['TCS', 'Leopards', 'M&P', 'PostEx', 'Trax', 'Pakistan Post'] as const;

/**
 * One way of writing a Pakistani number ('03001234567'), however it was typed, so the same customer
 * is found again ('refused a parcel before', search) and couriers get the form they ask for.
 * Migration 0001 wrote the same key for the orders stored before it existed.
 */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/[\s-]/g, '');
  if (digits.startsWith('+92')) return `0${digits.slice(3)}`;
  if (digits.startsWith('0092')) return `0${digits.slice(4)}`;
  if (digits.startsWith('92')) return `0${digits.slice(2)}`;
  return digits;
}

/** The number in international form for wa.me and tel: links ('923001234567'). */
export const internationalPhone = (phone: string) => `92${phoneKey(phone).slice(1)}`;

/** Cash the courier collects at the door: the total of an unpaid COD order, nothing otherwise. */
export const cashToCollect = (order: Pick<Order, 'paymentMethod' | 'total' | 'payment'>) => (order.paymentMethod === 'cod' && order.payment.status === 'unpaid' ? order.total : 0);
/** Pieces in the parcel (couriers ask for it). */
export const piecesOf = (order: Pick<Order, 'items'>) => order.items.reduce((sum, item) => sum + item.quantity, 0);
