import { stringify } from 'csv-stringify/sync';
import { cashToCollect, doorPayment, phoneKey, piecesOf, type AdminOrder } from '../../common/orders';
import { AppError } from '../http/errors';

/** The columns a Pakistani courier's bulk booking sheet asks for, in the order they are usually laid out. */
export const COURIER_CSV_COLUMNS = [
  'Order Ref',
  'Consignee Name',
  'Phone',
  'Address',
  'City',
  'Pieces',
  'COD Amount',
  'Product Details',
] as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or return) as a formula; a customer's
 * name or address must stay text when the owner opens the file (OWASP, CSV injection).
 */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const pieceList = (pieces: { quantity: number; title: string; size: string; color: string }[]) =>
  pieces.map((piece) => `${piece.quantity} x ${piece.title} (${piece.size}, ${piece.color})`).join('; ');

/** What the rider hands over and, for an exchange parcel, what the rider takes back from the customer. */
function productDetails(order: AdminOrder, originals: ReadonlyMap<string, AdminOrder>): string {
  if (!order.exchangeOf) return pieceList(order.items);
  const comingBack =
    originals.get(order.exchangeOf)?.lineChanges.filter((change) => change.exchangeOrderRef === order.orderRef) ?? [];
  const back = comingBack.length > 0 ? pieceList(comingBack) : `the pieces exchanged from ${order.exchangeOf}`;
  return `EXCHANGE for ${order.exchangeOf}: deliver ${pieceList(order.items)}; collect back ${back}`;
}

/**
 * The orders as CSV, written by csv-stringify (quoting, commas and line breaks in addresses).
 * `originals` are the orders the exchange orders among them exchange pieces of.
 *
 * A bank transfer not yet checked would read 'COD Amount 0', and a courier books that as prepaid: the
 * parcel goes out unpaid (issue 24). So the file is refused while it holds one, naming them, until the
 * owner checks the transfer or filters them out (docs/product.md §2 Orders tab).
 */
export function courierCsv(orders: AdminOrder[], originals: readonly AdminOrder[] = []): string {
  const unpaid = orders.filter((order) => doorPayment(order) === 'transfer awaited').map((order) => order.orderRef);
  if (unpaid.length > 0) {
    const named =
      unpaid.length > 5 ? `${unpaid.slice(0, 5).join(', ')} and ${unpaid.length - 5} more` : unpaid.join(', ');
    throw new AppError(
      'CONFLICT',
      `Not downloaded: ${named} ${unpaid.length === 1 ? 'is a bank transfer' : 'are bank transfers'} not checked yet, and a courier would book ${unpaid.length === 1 ? 'it' : 'them'} as prepaid with nothing to collect. Record the transfer as checked, or choose Payment method: Cash on delivery or Payment: Paid, then download again.`,
    );
  }
  const byRef = new Map(originals.map((order) => [order.orderRef, order]));
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
    asText(productDetails(order, byRef)),
  ]);
  // A byte-order mark so spreadsheet programs read Urdu names and addresses as UTF-8.
  return `\uFEFF${stringify(rows, { header: true, columns: [...COURIER_CSV_COLUMNS] })}`;
}
