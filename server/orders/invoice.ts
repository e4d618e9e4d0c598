import { invoiceContent } from '../../common/invoice';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { readShopPolicy } from '../shop/policy';
import { drawInvoice } from './invoicePdf';
import { listFilteredOrders } from './search';

export { invoiceContent, type InvoiceContent } from '../../common/invoice';

/** The order's invoice as a PDF file the owner saves and sends, for orders written in Latin letters (GET /api/admin/orders/:orderRef/invoice.pdf). */
export async function orderInvoice(db: Db, orderRef: string): Promise<{ fileName: string; bytes: Uint8Array }> {
  const order = listFilteredOrders(db, { refs: [orderRef] })[0];
  if (!order) throw notFound('Order not found');
  const content = invoiceContent(order, readShopPolicy(db));
  return { fileName: `${content.heading.toLowerCase()}-${order.orderRef}.pdf`, bytes: await drawInvoice(content) };
}
