import { formatPrice } from '../../../../common/money';
import { doorPayment } from '../../../../common/orderFacts';
import type { AdminOrder } from '../../../../common/orders';
import { shopWhereabouts } from '../../../../common/orderPaper';
import type { ShopPolicy } from '../../../../common/policy';
import { variantLabel } from '../../../../common/variants';
import { shownDay } from '../../shared/dates';

/* The packing slip's sentences (issue 26), apart from its layout so each is checked on its own. */

/** '2 × Oxford (M / Navy)': one line of the parcel, or of the pieces an exchange collects back. */
export const slipLine = (line: { quantity: number; title: string; size: string; color: string }) =>
  `${line.quantity} × ${line.title} (${variantLabel(line.size, line.color)})`;

/** What the rider does about money, in large type: a free exchange parcel owes nothing rather than reading 'Paid'. */
export function slipPayment(order: AdminOrder): string {
  const door = doorPayment(order);
  if (door === 'paid' && order.total === 0) return 'Nothing to collect';
  return {
    collect: `Collect ${formatPrice(order.total)}`,
    paid: 'Paid',
    'transfer awaited': 'Transfer not checked',
    nothing: 'Nothing to collect',
  }[door];
}

/**
 * 'Ordered 25/11/2026 · Printed 26/11/2026', in the shop's days: the rider and the packer see how old the
 * order is. Written as every admin date is (issue 35 item 12: day first, shared/dates.ts).
 */
export const slipDates = (order: Pick<AdminOrder, 'createdAt'>, printedAt: Date) =>
  `Ordered ${shownDay(order.createdAt)} · Printed ${shownDay(printedAt.toISOString())}`;

/** 'Courier: TCS · Tracking no. KHI-1', whichever of the two the order has; null before it is booked. */
export function slipCourier(order: Pick<AdminOrder, 'tracking'>): string | null {
  const { carrier, trackingNumber } = order.tracking;
  const parts = [carrier && `Courier: ${carrier}`, trackingNumber && `Tracking no. ${trackingNumber}`].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * 'If undelivered, return to Karachi Shirt Co., Johar, Karachi · 0300 1234567': where a courier sends a
 * parcel nobody took. Null while the shop has neither an address nor a phone in Settings.
 */
export function slipReturnTo(policy: Pick<ShopPolicy, 'shopName' | 'city' | 'contact'>): string | null {
  const { address, phone } = shopWhereabouts(policy);
  if (!address && !phone) return null;
  return `If undelivered, return to ${[policy.shopName, address].filter(Boolean).join(', ')}${phone ? ` · ${phone}` : ''}`;
}
