import type { ShopLanguage } from '../../common/language';
import {
  cancelIsTold,
  fillTemplate,
  OLD_PAY_SENTENCES,
  type ShopperMessageEvent,
  type ShopTemplates,
  type TemplateValues,
} from '../../common/mail';
import { formatPrice } from '../../common/money';
import { orderPagePath, trackingLink } from '../../common/orders';
import type { Db } from '../db/client';
import type { OrderRow } from './shapes';
import { readShopPolicy } from '../shop/policy';
import { networkOrigin, readSavedPublicUrl } from '../shop/publicUrl';
import { configuredPublicUrl, queueMail } from '../mail/mailer';
import { readTemplates } from '../mail/settings';

export type MessageOrder = Pick<
  OrderRow,
  | 'orderRef'
  | 'customerName'
  | 'customerEmail'
  | 'total'
  | 'carrier'
  | 'trackingNumber'
  | 'trackingUrl'
  | 'language'
  | 'paymentMethod'
  | 'paymentStatus'
>;

/** What every shopper message is filled from beside the order: the owner's words, the shop's name, its public address. */
export type MessageContext = { templates: ShopTemplates; shopName: string; origin: string | undefined };

export const messageContext = (db: Db): MessageContext => ({
  templates: readTemplates(db),
  shopName: readShopPolicy(db).shopName,
  // Links start with the public address (docs/architecture.md, Auth), else the shop's network address
  // (issue 35); only a shop on this computer alone names the order page instead.
  origin: readSavedPublicUrl(db) ?? configuredPublicUrl(db) ?? networkOrigin(db),
});

/** What a placeholder says when the order has nothing for it yet, in the order's language. */
const STAND_INS: Record<
  ShopLanguage,
  {
    courier: string;
    trackingNumber: string;
    orderPage: (orderRef: string) => string;
    keepReady: (total: string) => string;
    paid: string;
  }
> = {
  en: {
    keepReady: (total) => `Please keep ${total} ready for the rider.`,
    paid: 'Your payment is received: there is nothing to pay at the door.',
    courier: 'our courier',
    trackingNumber: 'to follow',
    orderPage: (orderRef) => `the Track Order page of our shop, with reference ${orderRef} and your e-mail`,
  },
  ur: {
    keepReady: (total) => `براہِ کرم رائیڈر کے لیے ${total} تیار رکھیں۔`,
    paid: 'آپ کی ادائیگی موصول ہو چکی ہے: دروازے پر کچھ ادا نہیں کرنا۔',
    courier: 'ہمارے کوریئر',
    trackingNumber: 'جلد بتایا جائے گا',
    orderPage: (orderRef) => `ہماری ویب سائٹ کے Track Order صفحے پر، حوالہ ${orderRef} اور اپنی ای میل کے ساتھ`,
  },
};

/** The placeholders' values for an order: the one fill of the mail and of the owner's WhatsApp message. */
function templateValues(context: MessageContext, order: MessageOrder): TemplateValues {
  const standIn = STAND_INS[order.language];
  const orderPage = context.origin
    ? `${context.origin}${orderPagePath(order.orderRef, order.customerEmail, order.language)}`
    : standIn.orderPage(order.orderRef);
  return {
    name: order.customerName,
    orderRef: order.orderRef,
    shopName: context.shopName,
    total: formatPrice(order.total),
    courier: order.carrier ?? standIn.courier,
    trackingNumber: order.trackingNumber ?? standIn.trackingNumber,
    courierLink: trackingLink(order)?.url ?? orderPage,
    trackingLink: orderPage,
    // Only cash still due is asked for at the door; a paid order (a checked transfer) says so instead.
    toPay:
      order.paymentMethod === 'cod' && order.paymentStatus === 'unpaid'
        ? standIn.keepReady(formatPrice(order.total))
        : order.paymentStatus === 'paid'
          ? standIn.paid
          : '',
  };
}

/** A step's message in the order's language and the owner's words, filled in. */
export function shopperMessage(
  context: MessageContext,
  order: MessageOrder,
  event: ShopperMessageEvent,
): { subject: string; text: string } {
  const saved = context.templates[order.language][event];
  const template = { ...saved, body: saved.body.replace(OLD_PAY_SENTENCES[order.language], '{toPay}') };
  const values = templateValues(context, order);
  return { subject: fillTemplate(template.subject, values), text: fillTemplate(template.body, values) };
}

/**
 * The shopper's mail for a step of their order, queued in the transaction that makes the change
 * (server/orders/changes.ts): the mail exists exactly when the change does. Only when the shopper
 * gave an e-mail address.
 */
export function queueShopperMessage(db: Db, order: MessageOrder, event: ShopperMessageEvent, now: Date) {
  if (!order.customerEmail) return;
  const { subject, text } = shopperMessage(messageContext(db), order, event);
  queueMail(db, { to: order.customerEmail, subject, text }, now);
}

/**
 * The mail for a status the owner set, the first time the order gets there: confirmed from pending
 * (or from cancelled), shipped and delivered once each. Putting a status back after a slip of the hand
 * mails nobody. A cancel is told each time the order is cancelled (cancelIsTold, decision 0120).
 */
export function queueStatusMessage(db: Db, current: OrderRow, next: OrderRow, now: Date) {
  const firstTime = {
    // A cancelled order opened again as confirmed: its shopper was told it was cancelled.
    confirmed: current.status === 'pending' || current.status === 'cancelled',
    shipped: current.shippedAt === null,
    delivered: current.deliveredAt === null,
    cancelled: current.status !== 'cancelled' && cancelIsTold(next),
  };
  const event =
    next.status === 'confirmed' ||
    next.status === 'shipped' ||
    next.status === 'delivered' ||
    next.status === 'cancelled'
      ? next.status
      : undefined;
  if (event && firstTime[event]) queueShopperMessage(db, next, event, now);
}
