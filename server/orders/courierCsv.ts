import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';
import { cashToCollect, doorPayment, phoneKey, piecesOf, type AdminOrder } from '../../common/orders';
import type { ApiCourier } from '../../common/couriers';
import { LEFT_OUT_HEADER } from '../../common/courierFacts';
import { spreadsheetText } from '../../common/text';
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

const pieceList = (pieces: { quantity: number; title: string; size: string; color: string }[]) =>
  pieces.map((piece) => `${piece.quantity} x ${piece.title} (${piece.size}, ${piece.color})`).join('; ');

/** What the rider hands over and, for an exchange parcel, what the rider takes back from the customer. */
export function productDetails(order: AdminOrder, originals: ReadonlyMap<string, AdminOrder>): string {
  if (!order.exchangeOf) return pieceList(order.items);
  const comingBack =
    originals.get(order.exchangeOf)?.lineChanges.filter((change) => change.exchangeOrderRef === order.orderRef) ?? [];
  const back = comingBack.length > 0 ? pieceList(comingBack) : `the pieces exchanged from ${order.exchangeOf}`;
  return `EXCHANGE for ${order.exchangeOf}: deliver ${pieceList(order.items)}; collect back ${back}`;
}

/** Why an order is not ready to hand to a courier (decision 0143). */
export type NotReady = 'cancelled' | 'came back' | 'shipped' | 'delivered' | 'booked';

const NOT_READY_WORDS: Record<NotReady, string> = {
  cancelled: 'cancelled',
  'came back': 'came back (refused or returned)',
  shipped: 'shipped already',
  delivered: 'delivered already',
  booked: 'booked with a courier already',
};

/**
 * The one rule of what may be booked with a courier (decision 0143), read by both booking files and
 * the couriers' API booking: a parcel not cancelled, not come back, not shipped or delivered, and not
 * booked already (Processing with a tracking number is a booking waiting for pickup, decision 0130).
 * A cancelled order reads 'COD Amount 0', which a courier books as prepaid: a free parcel.
 */
export function notReadyToBook(order: Pick<AdminOrder, 'status' | 'parcelReturn' | 'tracking'>): NotReady | null {
  if (order.status === 'cancelled') return 'cancelled';
  if (order.parcelReturn !== null) return 'came back';
  if (order.status === 'shipped' || order.status === 'delivered') return order.status;
  if (order.status === 'processing' && order.tracking.trackingNumber) return 'booked';
  return null;
}

/** The rule's reason for one order, in the owner's words: 'ORD-… is cancelled'. */
export const notReadyWords = (orderRef: string, reason: NotReady) => `${orderRef} is ${NOT_READY_WORDS[reason]}`;

const named = (refs: string[]) =>
  refs.length > 5 ? `${refs.slice(0, 5).join(', ')} and ${refs.length - 5} more` : refs.join(', ');

/** A booking file's orders: those ready to book, and what the owner is told of the rest (null when none was left out). */
export function readyToBook(orders: AdminOrder[]): { ready: AdminOrder[]; leftOut: string | null } {
  const byReason = new Map<NotReady, string[]>();
  const ready = orders.filter((order) => {
    const reason = notReadyToBook(order);
    if (reason) byReason.set(reason, [...(byReason.get(reason) ?? []), order.orderRef]);
    return reason === null;
  });
  const count = [...byReason.values()].reduce((sum, refs) => sum + refs.length, 0);
  if (count === 0) return { ready, leftOut: null };
  // Said in one order whatever the list's: cancelled, came back, shipped, delivered, booked.
  const reasons = (Object.keys(NOT_READY_WORDS) as NotReady[]).flatMap((reason) => {
    const refs = byReason.get(reason);
    return refs ? [`${refs.length} ${NOT_READY_WORDS[reason]} (${named(refs)})`] : [];
  });
  const leftOut = `${count} ${count === 1 ? 'order' : 'orders'} left out, not ready to book: ${reasons.join('; ')}.`;
  if (ready.length === 0) throw new AppError('CONFLICT', `Not downloaded: no order here is ready to book. ${leftOut}`);
  return { ready, leftOut };
}

/** Sends a booking file, saying in LEFT_OUT_HEADER which orders it left out and why. */
export function sendBookingFile(res: Response, fileName: string, file: { csv: string; leftOut: string | null }) {
  if (file.leftOut) res.set(LEFT_OUT_HEADER, encodeURIComponent(file.leftOut));
  res.type('text/csv; charset=utf-8').attachment(fileName).send(file.csv);
}

/**
 * The orders ready to book (readyToBook) as CSV, written by csv-stringify (quoting, commas and line breaks in addresses).
 * `originals` are the orders the exchange orders among them exchange pieces of.
 *
 * A bank transfer not yet checked would read 'COD Amount 0', and a courier books that as prepaid: the
 * parcel goes out unpaid (issue 24). So the file is refused while it holds one, naming them, until the
 * owner checks the transfer or filters them out (docs/product.md §2 Orders tab).
 */
export function courierCsv(
  asked: AdminOrder[],
  originals: readonly AdminOrder[] = [],
): { csv: string; leftOut: string | null } {
  const { ready: orders, leftOut } = readyToBook(asked);
  refuseUncheckedTransfers(orders);
  const byRef = new Map(originals.map((order) => [order.orderRef, order]));
  const rows = orders.map((order) => [
    order.orderRef,
    spreadsheetText(order.customer.name),
    // Couriers take the number as 03001234567, which also cannot be read as a formula.
    phoneKey(order.customer.phone),
    spreadsheetText(order.customer.address),
    spreadsheetText(order.customer.city),
    piecesOf(order),
    // The order's total: after its discount code's discount (issue 25), what the rider collects.
    cashToCollect(order),
    spreadsheetText(productDetails(order, byRef)),
  ]);
  // A byte-order mark so spreadsheet programs read Urdu names and addresses as UTF-8.
  return { csv: `\uFEFF${stringify(rows, { header: true, columns: [...COURIER_CSV_COLUMNS] })}`, leftOut };
}

/**
 * Each courier's own bulk-booking sheet (issue 34, for a shop without an API account): the columns
 * carry the fields of the courier's booking API (server/couriers/postex.ts, leopards.ts), so the file
 * and the API book the same parcel; the rider collects cashToCollect, as everywhere.
 */
export const COURIER_SHEETS: Record<ApiCourier, readonly string[]> = {
  PostEx: [
    'orderRefNumber',
    'orderType',
    'customerName',
    'customerPhone',
    'deliveryAddress',
    'cityName',
    'invoicePayment',
    'items',
    'bookingWeight',
    'orderDetail',
  ],
  Leopards: [
    'booked_packet_order_id',
    'consignment_name_eng',
    'consignment_phone',
    'consignment_address',
    'destination_city',
    'booked_packet_collect_amount',
    'booked_packet_no_piece',
    'booked_packet_weight',
    'special_instructions',
  ],
};

export function courierBookingCsv(
  courier: ApiCourier,
  asked: AdminOrder[],
  gramsPerPiece: number,
): { csv: string; leftOut: string | null } {
  const { ready: orders, leftOut } = readyToBook(asked);
  refuseUncheckedTransfers(orders);
  const rows = orders.map((order) => {
    const name = spreadsheetText(order.customer.name);
    const phone = phoneKey(order.customer.phone);
    const address = spreadsheetText(order.customer.address);
    const city = spreadsheetText(order.customer.city);
    const details = spreadsheetText(productDetails(order, new Map()));
    const pieces = piecesOf(order);
    return courier === 'PostEx'
      ? [
          order.orderRef,
          'Normal',
          name,
          phone,
          address,
          city,
          cashToCollect(order),
          pieces,
          (pieces * gramsPerPiece) / 1000,
          details,
        ]
      : [order.orderRef, name, phone, address, city, cashToCollect(order), pieces, pieces * gramsPerPiece, details];
  });
  return { csv: `\uFEFF${stringify(rows, { header: true, columns: [...COURIER_SHEETS[courier]] })}`, leftOut };
}

function refuseUncheckedTransfers(orders: AdminOrder[]) {
  const unpaid = orders.filter((order) => doorPayment(order) === 'transfer awaited').map((order) => order.orderRef);
  if (unpaid.length > 0) {
    const named =
      unpaid.length > 5 ? `${unpaid.slice(0, 5).join(', ')} and ${unpaid.length - 5} more` : unpaid.join(', ');
    throw new AppError(
      'CONFLICT',
      `Not downloaded: ${named} ${unpaid.length === 1 ? 'is a bank transfer' : 'are bank transfers'} not checked yet, and a courier would book ${unpaid.length === 1 ? 'it' : 'them'} as prepaid with nothing to collect. Record the transfer as checked, or choose Payment method: Cash on delivery or Payment: Paid, then download again.`,
    );
  }
}
