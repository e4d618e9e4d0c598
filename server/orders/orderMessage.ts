import { eq } from 'drizzle-orm';
import type { ShopLanguage } from '../../common/language';
import { cancelIsTold, type OrderMessage } from '../../common/mail';
import { formatPrice } from '../../common/money';
import { doorPayment, netTotal, transferAsked, type DoorPayment } from '../../common/orderFacts';
import type { Order } from '../../common/orders';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { messageContext, shopperMessage } from './shopperMessages';
import { orders } from './schema';
import { toApiOrder, type OrderRow } from './shapes';

/** The order's step as the shopper last heard of it, or null once it came back returned or is a cancelled exchange. */
function stepOf(row: OrderRow): OrderMessage['step'] {
  if (row.returnKind === 'refused') return 'refused';
  if (row.returnKind === 'returned') return null;
  if (row.status === 'cancelled') return cancelIsTold(row) ? 'cancelled' : null;
  if (row.status === 'pending') return 'confirm';
  return row.status === 'processing' ? 'confirmed' : row.status;
}

/** The request to confirm a pending order before it is packed: its lines, what to have ready at the door, the address. */
const CONFIRM_REQUEST: Record<
  ShopLanguage,
  {
    payment: Record<DoorPayment, (total: string) => string>;
    text: (parts: {
      name: string;
      shop: string;
      ref: string;
      items: string;
      payment: string;
      address: string;
    }) => string;
    separator: string;
  }
> = {
  en: {
    payment: {
      collect: (total) => `Amount to pay on delivery: ${total}.`,
      paid: () => 'Already paid, nothing to pay at the door.',
      'transfer awaited': (total) => `Bank transfer of ${total} awaited.`,
      nothing: () => 'Nothing to pay.',
    },
    text: ({ name, shop, ref, items, payment, address }) =>
      `Assalam-o-Alaikum ${name}, this is ${shop}. Please confirm your order ${ref}: ${items}. ${payment} Delivery to ${address}. Reply YES to confirm.`,
    separator: ', ',
  },
  ur: {
    payment: {
      collect: (total) => `ڈیلیوری پر ادا کرنے کی رقم: ${total}۔`,
      paid: () => 'ادائیگی ہو چکی ہے، دروازے پر کچھ ادا نہیں کرنا۔',
      'transfer awaited': (total) => `${total} کی بینک ٹرانسفر کا انتظار ہے۔`,
      nothing: () => 'کچھ ادا نہیں کرنا۔',
    },
    text: ({ name, shop, ref, items, payment, address }) =>
      `السلام علیکم ${name}، ${shop} سے بات کر رہے ہیں۔ براہِ کرم اپنے آرڈر ${ref} کی تصدیق کر دیں: ${items}۔ ${payment} ڈیلیوری کا پتہ: ${address}۔ تصدیق کے لیے YES لکھ کر جواب دیں۔`,
    separator: '، ',
  },
};

const GREETING: Record<ShopLanguage, (name: string) => string> = {
  en: (name) => `Assalam-o-Alaikum ${name},`,
  ur: (name) => `السلام علیکم ${name}،`,
};

function confirmRequest(order: Order, language: ShopLanguage, shopName: string): string {
  const words = CONFIRM_REQUEST[language];
  return words.text({
    name: order.customer.name,
    shop: shopName.replace(/\.$/, ''),
    ref: order.orderRef,
    items: order.items
      .map((item) => `${item.quantity} x ${item.title} (${item.size}${words.separator}${item.color})`)
      .join(words.separator),
    // A transfer awaited asks what the order page asks (common/orderFacts.ts transferAsked, decision 0129).
    payment: words.payment[doorPayment(order)](formatPrice(transferAsked(order)?.amount ?? netTotal(order))),
    address: `${order.customer.address}${words.separator}${order.customer.city}`,
  });
}

/**
 * The WhatsApp message for the order's current step (issue 26), in the order's language: the same fill
 * of the owner's template as the step's mail (server/orders/shopperMessages.ts), so the two never differ.
 */
export function orderMessage(db: Db, orderRef: string): OrderMessage {
  const row = db.select().from(orders).where(eq(orders.orderRef, orderRef)).get();
  if (!row) throw notFound('Order not found');
  const step = stepOf(row);
  const context = messageContext(db);
  const text =
    step === null
      ? GREETING[row.language](row.customerName)
      : step === 'confirm'
        ? confirmRequest(toApiOrder(db, row), row.language, context.shopName)
        : shopperMessage(context, row, step).text;
  return { step, language: row.language, text };
}
