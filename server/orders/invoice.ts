import { formatPrice } from '../../common/money';
import { doorPayment, netTotal } from '../../common/orderFacts';
import type { AdminOrder } from '../../common/orders';
import { shopDay, shopWhereabouts } from '../../common/orderPaper';
import { formatPhone } from '../../common/phone';
import { PAYMENT_METHOD_LABELS, type ShopPolicy } from '../../common/policy';
import { variantLabel } from '../../common/variants';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { readShopPolicy } from '../shop/policy';
import { drawInvoice } from './invoicePdf';
import { listFilteredOrders } from './search';

/**
 * What an order's invoice or receipt says (issue 26; not the shopper's bank-transfer receipt, which is
 * receipts.ts), every figure as the order stored it: the lines at the price
 * they were sold at, the delivery fee, the discount and the total the server computed at placing.
 * Nothing is priced again here, so the receipt always agrees with the order, the slip and the CSV.
 */
export type InvoiceContent = {
  /** 'Receipt' once the shop has the money, 'Invoice' while it is still owed. */
  heading: 'Receipt' | 'Invoice';
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
  const door = doorPayment(order);
  const { address, phone } = shopWhereabouts(policy);
  const refunds = order.lineChanges.filter((change) => change.kind === 'refund' && change.refund > 0);
  return {
    heading: door === 'paid' ? 'Receipt' : 'Invoice',
    orderRef: order.orderRef,
    shop: {
      name: policy.shopName,
      lines: [address, [phone && `Phone ${phone}`, policy.contact.email].filter(Boolean).join(' · ')].filter(Boolean),
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
      ...refunds.map((change) => ({
        label: `Refunded ${shopDay(change.at)} (${change.quantity} × ${change.title})`,
        value: `- ${formatPrice(change.refund)}`,
      })),
      ...(refunds.length > 0
        ? [{ label: 'Total after returns', value: formatPrice(netTotal(order)), total: true }]
        : []),
    ],
    payment: `Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}. ${paymentState(order)}`,
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

/** The order's receipt as a PDF file the owner saves and sends (GET /api/admin/orders/:orderRef/invoice.pdf). */
export async function orderInvoice(db: Db, orderRef: string): Promise<{ fileName: string; bytes: Uint8Array }> {
  const order = listFilteredOrders(db, { refs: [orderRef] })[0];
  if (!order) throw notFound('Order not found');
  const content = invoiceContent(order, readShopPolicy(db));
  return { fileName: `${content.heading.toLowerCase()}-${order.orderRef}.pdf`, bytes: await drawInvoice(content) };
}
