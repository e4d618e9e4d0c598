import { formatPrice } from '../../../../common/money';
import { doorPayment } from '../../../../common/orderFacts';
import { telHref, whatsAppHref } from '../../../../common/phone';
import type { AdminOrder } from '../../../../common/orders';

/** The message the owner sends before dispatch: the order, its items and what to have ready at the door. */
export function confirmationText(order: AdminOrder, shopName: string): string {
  const items = order.items.map((item) => `${item.quantity} x ${item.title} (${item.size}, ${item.color})`).join(', ');
  const payment = {
    collect: `Amount to pay on delivery: ${formatPrice(order.total)}.`,
    paid: 'Already paid, nothing to pay at the door.',
    'transfer awaited': `Bank transfer of ${formatPrice(order.total)} awaited.`,
    nothing: 'Nothing to pay.',
  }[doorPayment(order)];
  return `Assalam-o-Alaikum ${order.customer.name}, this is ${shopName.replace(/\.$/, '')}. Please confirm your order ${order.orderRef}: ${items}. ${payment} Delivery to ${order.customer.address}, ${order.customer.city}. Reply YES to confirm.`;
}

/** wa.me link with the message filled in (WhatsApp's documented click-to-chat form). */
export const whatsappLink = (order: AdminOrder, shopName: string) => whatsAppHref(order.customer.phone, confirmationText(order, shopName));
export const callLink = (order: AdminOrder) => telHref(order.customer.phone);
