import type { ShopLanguage } from '../../common/language';
import { formatPrice } from '../../common/money';
import { orderPagePath, type Order } from '../../common/orders';
import type { MailMessage } from '../mail/mailer';

/** The order-received mail's sentences in each of the shop's languages (issue 26); prices stay PKR with Latin digits. */
const WORDS: Record<
  ShopLanguage,
  {
    subject: (shop: string, ref: string) => string;
    greeting: (name: string) => string;
    thanks: (ref: string) => string;
    shipping: string;
    free: string;
    discount: string;
    total: string;
    cod: string;
    bank: string;
    deliveryTo: string;
    orderPage: string;
    separator: string;
  }
> = {
  en: {
    subject: (shop, ref) => `${shop}: order ${ref} received`,
    greeting: (name) => `Assalam o Alaikum ${name},`,
    thanks: (ref) => `Thank you for your order ${ref}.`,
    shipping: 'Shipping',
    free: 'Free',
    discount: 'Discount',
    total: 'Total',
    cod: 'Cash on delivery: please keep the amount ready for the rider.',
    bank: 'Bank transfer: please send the payment receipt with your order reference.',
    deliveryTo: 'Delivery to',
    orderPage: 'Your order and its progress',
    separator: ', ',
  },
  ur: {
    subject: (shop, ref) => `${shop}: آرڈر ${ref} موصول ہو گیا`,
    greeting: (name) => `السلام علیکم ${name}،`,
    thanks: (ref) => `آپ کے آرڈر ${ref} کا بہت شکریہ۔`,
    shipping: 'ڈیلیوری',
    free: 'مفت',
    discount: 'رعایت',
    total: 'کل رقم',
    cod: 'کیش آن ڈیلیوری: براہِ کرم رائیڈر کے لیے رقم تیار رکھیں۔',
    bank: 'بینک ٹرانسفر: براہِ کرم ادائیگی کی رسید اپنے آرڈر کے حوالے کے ساتھ بھیج دیں۔',
    deliveryTo: 'ڈیلیوری کا پتہ',
    orderPage: 'آپ کا آرڈر اور اس کی صورتحال',
    separator: '، ',
  },
};

/** The order confirmation the shopper gets by e-mail (or the owner finds in the outbox), in the order's language. */
export function orderConfirmationMail(
  order: Order,
  language: ShopLanguage,
  shopName: string,
  origin: string,
): MailMessage {
  const words = WORDS[language];
  const lines = order.items.map(
    (item) =>
      `- ${item.title} (${item.size}${words.separator}${item.color}) x ${item.quantity}: ${formatPrice(item.price * item.quantity)}`,
  );
  return {
    to: order.customer.email,
    subject: words.subject(shopName, order.orderRef),
    text: [
      words.greeting(order.customer.name),
      '',
      words.thanks(order.orderRef),
      '',
      ...lines,
      `${words.shipping}: ${order.shippingCost === 0 ? words.free : formatPrice(order.shippingCost)}`,
      ...(order.discount > 0
        ? [`${words.discount}${order.discountCode ? ` (${order.discountCode})` : ''}: -${formatPrice(order.discount)}`]
        : []),
      `${words.total}: ${formatPrice(order.total)}`,
      '',
      order.paymentMethod === 'cod' ? words.cod : words.bank,
      `${words.deliveryTo}: ${order.customer.address}${words.separator}${order.customer.city}`,
      '',
      // The order page asks the tracking endpoint with the reference and the e-mail from the link's fragment (never sent to a server).
      `${words.orderPage}: ${origin}${orderPagePath(order.orderRef, order.customer.email)}`,
    ].join('\n'),
  };
}
