import { fillTemplate, type ShopperMessageEvent } from '../../common/mail';
import { formatPrice } from '../../common/money';
import { CARRIERS, orderPagePath } from '../../common/orders';
import type { Db } from '../db/client';
import type { OrderRow } from '../orders/shapes';
import { readShopPolicy } from '../shop/policy';
import { readSavedPublicUrl } from '../shop/publicUrl';
import { configuredPublicUrl, queueMail } from './mailer';
import { readTemplates } from './settings';

type MessageOrder = Pick<OrderRow, 'orderRef' | 'customerName' | 'customerEmail' | 'total' | 'carrier' | 'trackingNumber'>;

/**
 * The shopper's mail for a step of their order, in the owner's words (Settings), queued in the
 * transaction that makes the change (server/orders/changes.ts): the mail exists exactly when the
 * change does. Only when the shopper gave an e-mail address.
 */
export function queueShopperMessage(db: Db, order: MessageOrder, event: ShopperMessageEvent, now: Date) {
  if (!order.customerEmail) return;
  const template = readTemplates(db)[event];
  // Links start with the public address (docs/architecture.md, Auth); without one, the order page is named instead.
  const origin = readSavedPublicUrl(db) ?? configuredPublicUrl(db);
  const orderPage = origin ? `${origin}${orderPagePath(order.orderRef, order.customerEmail)}` : `the Track Order page of our shop, with reference ${order.orderRef} and your e-mail`;
  const carrier = CARRIERS.find((known) => known.name.toLowerCase() === order.carrier?.trim().toLowerCase());
  const values = {
    name: order.customerName,
    orderRef: order.orderRef,
    shopName: readShopPolicy(db).shopName,
    total: formatPrice(order.total),
    courier: order.carrier ?? 'our courier',
    trackingNumber: order.trackingNumber ?? 'to follow',
    courierLink: carrier && order.trackingNumber ? carrier.trackingUrl(order.trackingNumber) : orderPage,
    trackingLink: orderPage,
  };
  queueMail(db, { to: order.customerEmail, subject: fillTemplate(template.subject, values), text: fillTemplate(template.body, values) }, now);
}

/**
 * The mail for a status the owner set, the first time the order gets there: confirmed from pending,
 * shipped and delivered once each. Putting a status back after a slip of the hand mails nobody.
 */
export function queueStatusMessage(db: Db, current: OrderRow, next: OrderRow, now: Date) {
  const firstTime = { confirmed: current.status === 'pending', shipped: current.shippedAt === null, delivered: current.deliveredAt === null };
  const event = next.status === 'confirmed' || next.status === 'shipped' || next.status === 'delivered' ? next.status : undefined;
  if (event && firstTime[event]) queueShopperMessage(db, next, event, now);
}
