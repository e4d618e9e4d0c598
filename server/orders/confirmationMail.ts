import { formatPrice } from '../../common/money';
import { orderPagePath, type Order } from '../../common/orders';
import type { MailMessage } from '../mail/mailer';

/** The order confirmation the shopper gets by e-mail (or the owner finds in the outbox). */
export function orderConfirmationMail(order: Order, shopName: string, origin: string): MailMessage {
  const lines = order.items.map((item) => `- ${item.title} (${item.size}, ${item.color}) x ${item.quantity}: ${formatPrice(item.price * item.quantity)}`);
  const payment = order.paymentMethod === 'cod' ? 'Cash on delivery: please keep the amount ready for the rider.' : 'Bank transfer: please send the payment receipt with your order reference.';
  return {
    to: order.customer.email,
    subject: `${shopName}: order ${order.orderRef} received`,
    text: [
      `Assalam o Alaikum ${order.customer.name},`,
      '',
      `Thank you for your order ${order.orderRef}.`,
      '',
      ...lines,
      `Shipping: ${order.shippingCost === 0 ? 'Free' : formatPrice(order.shippingCost)}`,
      ...(order.discount > 0 ? [`Discount${order.discountCode ? ` (${order.discountCode})` : ''}: -${formatPrice(order.discount)}`] : []),
      `Total: ${formatPrice(order.total)}`,
      '',
      payment,
      `Delivery to: ${order.customer.address}, ${order.customer.city}`,
      '',
      // The order page asks the tracking endpoint with the reference and the e-mail from the link's fragment (never sent to a server).
      `Your order and its progress: ${origin}${orderPagePath(order.orderRef, order.customer.email)}`,
    ].join('\n'),
  };
}
