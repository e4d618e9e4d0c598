import { formatPrice } from './money';
import { doorPayment, freeExchangeOf, freeExchangeWords, netTotal } from './orderFacts';
import type { AdminOrder } from './orders';
import { shopContacts, shopDay, shopWhereabouts } from './orderPaper';
import { formatPhone } from './phone';
import { PAYMENT_METHOD_LABELS, type ShopPolicy } from './policy';
import { variantLabel } from './variants';

/**
 * What an order's invoice says (issue 26; not the shopper's bank-transfer receipt, server/orders/receipts.ts),
 * every figure as the order stored it: the lines at the price they were sold at, the delivery fee, the
 * discount and the total the server computed at placing. Nothing is priced again here, so the invoice
 * always agrees with the order, the slip and the CSV. The admin app prints it (InvoicePaper, in any
 * script) and the server draws it as a PDF (server/orders/invoicePdf.ts, Latin letters only).
 */
export type InvoiceContent = {
  /** One word for the paper and its buttons (issue 35 item 12); the payment line says whether it is paid. */
  heading: 'Invoice';
  orderRef: string;
  shop: { name: string; lines: string[] };
  facts: string[];
  customer: string[];
  lines: { title: string; variant: string; quantity: string; unitPrice: string; lineTotal: string }[];
  amounts: { label: string; value: string; total?: boolean }[];
  payment: string;
  closing: string;
};

export function invoiceContent(order: AdminOrder, policy: ShopPolicy): InvoiceContent {
  const { address } = shopWhereabouts(policy);
  const refunds = order.lineChanges.filter((change) => change.kind === 'refund' && change.refund > 0);
  return {
    heading: 'Invoice',
    orderRef: order.orderRef,
    shop: {
      name: policy.shopName,
      lines: [address, [shopContacts(policy), policy.contact.email].filter(Boolean).join(' · ')].filter(Boolean),
    },
    facts: [
      `Order date: ${shopDay(order.createdAt)}`,
      ...(order.exchangeOf ? [`Exchange for order ${order.exchangeOf}`] : []),
    ],
    customer: [
      order.customer.name,
      formatPhone(order.customer.phone),
      order.customer.address,
      [order.customer.city, order.customer.zip].filter(Boolean).join(' '),
    ],
    lines: order.items.map((item) => ({
      title: item.title,
      variant: variantLabel(item.size, item.color),
      quantity: String(item.quantity),
      unitPrice: formatPrice(item.price),
      lineTotal: formatPrice(item.price * item.quantity),
    })),
    amounts: [
      { label: 'Subtotal', value: formatPrice(order.subtotal) },
      { label: 'Delivery', value: order.shippingCost === 0 ? 'Free' : formatPrice(order.shippingCost) },
      ...(order.discount > 0
        ? [
            {
              label: `Discount${order.discountCode ? ` (${order.discountCode})` : ''}`,
              value: `- ${formatPrice(order.discount)}`,
            },
          ]
        : []),
      { label: 'Total', value: formatPrice(order.total), total: true },
      // Money given back for single lines after delivery (issue 22) is part of what the customer paid in the end.
      // One taken off the bill before the cash came in was never paid out, and says so (decision 0090).
      ...refunds.map((change) => ({
        label: `${change.refundMethod === 'deducted' ? 'Taken off what is to collect' : 'Refunded'} ${shopDay(change.at)} (${change.quantity > 0 ? `${change.quantity} × ` : 'returned before: '}${change.title})`,
        value: `- ${formatPrice(change.refund)}`,
      })),
      ...(refunds.length > 0
        ? [{ label: 'Total after returns', value: formatPrice(netTotal(order)), total: true }]
        : []),
    ],
    // A free exchange was paid for on its first order (decision 0136).
    payment: freeExchangeOf(order)
      ? `Payment: ${freeExchangeWords(freeExchangeOf(order)!)}.`
      : `Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}. ${paymentState(order)}`,
    closing: 'Thank you for shopping with us.',
  };
}

/** Where the customer's money stands, in their words: what is left to pay at the door, or that it is paid. */
function paymentState(order: AdminOrder): string {
  switch (doorPayment(order)) {
    case 'collect':
      // What came back is off the bill (issue 33 item 6): the door collects the net total.
      return `To pay on delivery: ${formatPrice(netTotal(order))}.`;
    case 'paid':
      // A free exchange parcel was never paid for: it owes nothing.
      if (order.total === 0) return 'Nothing to pay.';
      return order.payment.paidAt ? `Paid on ${shopDay(order.payment.paidAt)}.` : 'Paid.';
    case 'transfer awaited':
      return 'Transfer not received yet.';
    case 'nothing':
      return order.parcelReturn
        ? `The parcel was ${order.parcelReturn.kind}: nothing to pay.`
        : 'Order cancelled: nothing to pay.';
  }
}
