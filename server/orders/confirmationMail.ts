import type { ShopLanguage } from '../../common/language';
import { formatPhone } from '../../common/phone';
import type { ShopPolicy } from '../../common/policy';
import { formatPrice } from '../../common/money';
import { orderPagePath, type Order } from '../../common/orders';
import type { MailMessage } from '../mail/mailer';

/**
 * How to pay for a bank-transfer order (issue 35): the amount and the shop's account, and where the
 * receipt goes, so the shopper can pay from the mail alone. Without saved details, the short sentence.
 */
function bankLines(order: Order, policy: Pick<ShopPolicy, 'bank' | 'receiptWhatsApp'>, language: ShopLanguage) {
  const words = WORDS[language];
  const account = (Object.keys(words.bankAccount) as (keyof ShopPolicy['bank'])[])
    .filter((field) => policy.bank[field])
    .map((field) => `${words.bankAccount[field]}: ${policy.bank[field]}`);
  if (account.length === 0) return [words.bank];
  return [
    words.bankSend(formatPrice(order.total)),
    ...account,
    ...(policy.receiptWhatsApp ? [words.bankReceipt(formatPhone(policy.receiptWhatsApp), order.orderRef)] : []),
  ];
}

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
    bankSend: (amount: string) => string;
    bankAccount: { bankName: string; accountTitle: string; accountNumber: string; iban: string };
    bankReceipt: (phone: string, ref: string) => string;
    deliveryTo: string;
    collect: string;
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
    bankSend: (amount) => `Bank transfer: please send ${amount} to:`,
    bankAccount: { bankName: 'Bank', accountTitle: 'Account title', accountNumber: 'Account number', iban: 'IBAN' },
    bankReceipt: (phone, ref) =>
      `Then send the payment receipt on WhatsApp to ${phone} with your order reference ${ref}.`,
    deliveryTo: 'Delivery to',
    collect: 'You collect the order at our shop.',
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
    bankSend: (amount) => `بینک ٹرانسفر: براہِ کرم ${amount} اس اکاؤنٹ میں بھیجیں:`,
    bankAccount: { bankName: 'بینک', accountTitle: 'اکاؤنٹ ٹائٹل', accountNumber: 'اکاؤنٹ نمبر', iban: 'IBAN' },
    bankReceipt: (phone, ref) =>
      `پھر ادائیگی کی رسید واٹس ایپ پر ${phone} پر اپنے آرڈر کے حوالے ${ref} کے ساتھ بھیج دیں۔`,
    deliveryTo: 'ڈیلیوری کا پتہ',
    collect: 'آپ یہ آرڈر ہماری دکان سے لیں گے۔',
    orderPage: 'آپ کا آرڈر اور اس کی صورتحال',
    separator: '، ',
  },
};

/** The order confirmation the shopper gets by e-mail (or the owner finds in the outbox), in the order's language. */
export function orderConfirmationMail(
  order: Order,
  language: ShopLanguage,
  policy: Pick<ShopPolicy, 'shopName' | 'bank' | 'receiptWhatsApp'>,
  origin: string,
  pickup = false,
): MailMessage {
  const words = WORDS[language];
  const lines = order.items.map(
    (item) =>
      `- ${item.title} (${item.size}${words.separator}${item.color}) x ${item.quantity}: ${formatPrice(item.price * item.quantity)}`,
  );
  return {
    to: order.customer.email,
    subject: words.subject(policy.shopName, order.orderRef),
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
      ...(order.paymentMethod === 'cod' ? [words.cod] : bankLines(order, policy, language)),
      pickup ? words.collect : `${words.deliveryTo}: ${order.customer.address}${words.separator}${order.customer.city}`,
      '',
      // The order page asks the tracking endpoint with the reference and the e-mail from the link's fragment (never sent to a server).
      `${words.orderPage}: ${origin}${orderPagePath(order.orderRef, order.customer.email, language)}`,
    ].join('\n'),
  };
}
