import { stringify } from 'csv-stringify/sync';
import { cashToCollect, phoneKey, piecesOf, type AdminOrder } from '../../common/orders';

/** The columns a Pakistani courier's bulk booking sheet asks for, in the order they are usually laid out. */
export const COURIER_CSV_COLUMNS = ['Order Ref', 'Consignee Name', 'Phone', 'Address', 'City', 'Pieces', 'COD Amount', 'Product Details'] as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or return) as a formula; a customer's
 * name or address must stay text when the owner opens the file (OWASP, CSV injection).
 */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The orders as CSV, written by csv-stringify (quoting, commas and line breaks in addresses). */
export function courierCsv(orders: AdminOrder[]): string {
  const rows = orders.map((order) => [
    order.orderRef,
    asText(order.customer.name),
    // Couriers take the number as 03001234567, which also cannot be read as a formula.
    phoneKey(order.customer.phone),
    asText(order.customer.address),
    asText(order.customer.city),
    piecesOf(order),
    // The order's total: after its discount code's discount (issue 25), what the rider collects.
    cashToCollect(order),
    asText(order.items.map((item) => `${item.quantity} x ${item.title} (${item.size}, ${item.color})`).join('; ')),
  ]);
  // A byte-order mark so spreadsheet programs read Urdu names and addresses as UTF-8.
  return `\uFEFF${stringify(rows, { header: true, columns: [...COURIER_CSV_COLUMNS] })}`;
}
