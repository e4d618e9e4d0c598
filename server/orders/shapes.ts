import { and, count, eq, inArray, max } from 'drizzle-orm';
import { askedAtTheDoor, type AdminOrder, type Order } from '../../common/orders';
import type { Queryable } from '../db/client';
import { lookalikesOf } from './lookalikes';
import { returnWindowsFrom } from './returnWindow';
import { owesRefund, refundOwedOf } from './sales';
import { customerNotes } from './schema';
import { products } from '../catalog/schema';
import { orderEdits, orderItems, orderLineChanges, orders, orderStatusHistory } from './schema';

/** The API's shapes of an order (docs/product.md §3) from its stored rows. */

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;
export type LineChangeRow = typeof orderLineChanges.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toApiOrder(db: Queryable, row: OrderRow): Order {
  return toApiOrders(db, [row])[0]!;
}

/** SQLite takes a bounded number of parameters per statement; lines are fetched this many orders at a time. */
const ORDERS_PER_QUERY = 500;

/** Orders as the owner sees them: with the customer's earlier refusals counted in one query per few hundred orders. */
export function toAdminOrders(db: Queryable, rows: OrderRow[]): AdminOrder[] {
  const refusedByPhone = new Map<string, number>();
  const callFirst = new Set<string>();
  // The owner's note on the customer (issue 35: 'prefers evening calls') is shown on every order of theirs.
  const notes = new Map<string, string>();
  const keys = [...new Set(rows.map((row) => row.customerPhoneKey))];
  for (let start = 0; start < keys.length; start += ORDERS_PER_QUERY) {
    const found = db
      .select({ key: orders.customerPhoneKey, refused: count() })
      .from(orders)
      .where(
        and(
          eq(orders.returnKind, 'refused'),
          inArray(orders.customerPhoneKey, keys.slice(start, start + ORDERS_PER_QUERY)),
        ),
      )
      .groupBy(orders.customerPhoneKey)
      .all();
    for (const { key, refused } of found) refusedByPhone.set(key, refused);
    const noted = db
      .select({ key: customerNotes.phoneKey, note: customerNotes.note, confirmByCall: customerNotes.confirmByCall })
      .from(customerNotes)
      .where(inArray(customerNotes.phoneKey, keys.slice(start, start + ORDERS_PER_QUERY)))
      .all();
    for (const { key, note, confirmByCall } of noted) {
      if (confirmByCall) callFirst.add(key);
      if (note.trim()) notes.set(key, note.trim());
    }
  }
  const lookalikes = lookalikesOf(
    db,
    rows.map((row) => row.orderRef),
  );
  const editsByOrder = new Map<string, { at: string; summary: string }[]>();
  // What a paid order the shop cancelled owes back (decision 0126), by the one rule in SQL (sales.ts).
  const refundsOwed = new Map<string, number>();
  for (let start = 0; start < rows.length; start += ORDERS_PER_QUERY) {
    const refs = rows.slice(start, start + ORDERS_PER_QUERY).map((row) => row.orderRef);
    for (const { orderRef, owed } of db
      .select({ orderRef: orders.orderRef, owed: refundOwedOf })
      .from(orders)
      .where(and(inArray(orders.orderRef, refs), owesRefund))
      .all())
      refundsOwed.set(orderRef, owed);
    for (const edit of db
      .select()
      .from(orderEdits)
      .where(inArray(orderEdits.orderRef, refs))
      .orderBy(orderEdits.id)
      .all()) {
      editsByOrder.set(edit.orderRef, [
        ...(editsByOrder.get(edit.orderRef) ?? []),
        { at: edit.at.toISOString(), summary: edit.summary },
      ]);
    }
  }
  return toApiOrders(db, rows).map((order, index) => {
    const row = rows[index]!;
    const refused = refusedByPhone.get(row.customerPhoneKey) ?? 0;
    return {
      ...order,
      confirmedWithCustomerAt: iso(row.confirmedWithCustomerAt),
      // Other orders only: this one's own refusal is shown as its return.
      refusedBefore: refused - (row.returnKind === 'refused' ? 1 : 0),
      lookalikes: lookalikes.get(row.orderRef) ?? 0,
      confirmByCall: callFirst.has(row.customerPhoneKey),
      customerNote: notes.get(row.customerPhoneKey) ?? '',
      channel: row.channel,
      pickup: row.pickup,
      language: row.language,
      edits: editsByOrder.get(row.orderRef) ?? [],
      refundOwed: refundsOwed.get(row.orderRef) ?? 0,
      parcelStep: row.parcelStep,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** Orders with their lines and history, read in a few queries however many orders there are. */
export function toApiOrders(db: Queryable, rows: OrderRow[]): Order[] {
  const itemsByOrder = new Map<string, ItemRow[]>();
  const historyByOrder = new Map<string, HistoryRow[]>();
  const changesByOrder = new Map<string, LineChangeRow[]>();
  const add = <T extends { orderRef: string }>(groups: Map<string, T[]>, entry: T) => {
    const group = groups.get(entry.orderRef);
    if (group) group.push(entry);
    else groups.set(entry.orderRef, [entry]);
  };
  const urduTitles = new Map<string, string>();
  // When the owner last changed each order (Change order): a receipt sent before it may be for an earlier amount.
  const lastChanged = new Map<string, Date>();
  // When each exchange order was delivered: the rider collected the piece it replaces then.
  const exchangesDelivered = new Map<string, Date>();
  for (let start = 0; start < rows.length; start += ORDERS_PER_QUERY) {
    const refs = rows.slice(start, start + ORDERS_PER_QUERY).map((row) => row.orderRef);
    const withReceipt = rows
      .slice(start, start + ORDERS_PER_QUERY)
      .filter((row) => row.receiptUploadedAt)
      .map((row) => row.orderRef);
    if (withReceipt.length > 0)
      for (const { orderRef, at } of db
        .select({ orderRef: orderEdits.orderRef, at: max(orderEdits.at) })
        .from(orderEdits)
        .where(inArray(orderEdits.orderRef, withReceipt))
        .groupBy(orderEdits.orderRef)
        .all())
        if (at) lastChanged.set(orderRef, at);
    // The product's Urdu title as it is now (the line keeps the English it was sold under): a shopper
    // reading Urdu finds the shirt named as on the shop's pages (issue 35 item 6).
    for (const { item, titleUrdu } of db
      .select({ item: orderItems, titleUrdu: products.titleUrdu })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(inArray(orderItems.orderRef, refs))
      .orderBy(orderItems.id)
      .all()) {
      add(itemsByOrder, item);
      if (titleUrdu?.trim()) urduTitles.set(item.productId, titleUrdu.trim());
    }
    for (const entry of db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderRef, refs))
      .orderBy(orderStatusHistory.id)
      .all())
      add(historyByOrder, entry);
    for (const entry of db
      .select()
      .from(orderLineChanges)
      .where(inArray(orderLineChanges.orderRef, refs))
      .orderBy(orderLineChanges.id)
      .all())
      add(changesByOrder, entry);
  }
  const exchangeRefs = [...changesByOrder.values()].flatMap((changes) =>
    changes.flatMap((change) => (change.exchangeOrderRef ? [change.exchangeOrderRef] : [])),
  );
  for (let start = 0; start < exchangeRefs.length; start += ORDERS_PER_QUERY)
    for (const { orderRef, deliveredAt } of db
      .select({ orderRef: orders.orderRef, deliveredAt: orders.deliveredAt })
      .from(orders)
      .where(
        and(
          inArray(orders.orderRef, exchangeRefs.slice(start, start + ORDERS_PER_QUERY)),
          eq(orders.status, 'delivered'),
        ),
      )
      .all())
      exchangesDelivered.set(orderRef, deliveredAt ?? new Date(0));
  const windowsFrom = returnWindowsFrom(db, rows);
  return rows.map((row) =>
    shapeOrder(
      row,
      itemsByOrder.get(row.orderRef) ?? [],
      historyByOrder.get(row.orderRef) ?? [],
      changesByOrder.get(row.orderRef) ?? [],
      urduTitles,
      lastChanged.get(row.orderRef),
      exchangesDelivered,
      windowsFrom.get(row.orderRef) ?? null,
    ),
  );
}

/** The API's order (docs/product.md §3) from its stored rows; lines and history in the order they were written. */
export function shapeOrder(
  row: OrderRow,
  items: ItemRow[],
  history: HistoryRow[],
  changes: LineChangeRow[] = [],
  /** Product id → the owner's Urdu title, for the products that have one. */
  urduTitles: ReadonlyMap<string, string> = new Map(),
  /** When the owner last changed the order's lines, phone or address (order_edits), if ever. */
  lastChangedAt?: Date,
  /** Exchange order ref → when it was delivered, for the exchanges among `changes` that were. */
  exchangesDelivered: ReadonlyMap<string, Date> = new Map(),
  /** When the return window for its pieces began (returnWindow.ts): its delivery, or an exchange's first order's. */
  returnWindowFrom: Date | null = row.deliveredAt,
): Order {
  const itemById = new Map(items.map((item) => [item.id, item]));
  const lineChanges = changes.map((change) => {
    const item = itemById.get(change.itemId)!;
    return {
      kind: change.kind,
      lineId: change.itemId,
      productId: item.productId,
      title: item.title,
      size: item.size,
      color: item.color,
      quantity: change.quantity,
      refund: change.refund,
      refundMethod: change.refundMethod,
      exchangeOrderRef: change.exchangeOrderRef,
      newSize: change.newSize,
      newColor: change.newColor,
      at: change.at.toISOString(),
      cancelledAt: iso(change.cancelledAt),
      refundToDecide: change.refundToDecide,
      exchangeDeliveredAt: iso(
        (change.exchangeOrderRef !== null && exchangesDelivered.get(change.exchangeOrderRef)) || null,
      ),
    };
  });
  return {
    orderRef: row.orderRef,
    customer: {
      name: row.customerName,
      email: row.customerEmail,
      phone: row.customerPhone,
      address: row.customerAddress,
      city: row.customerCity,
      zip: row.customerZip,
      country: 'Pakistan',
    },
    items: items.map((item) => ({
      lineId: item.id,
      productId: item.productId,
      title: item.title,
      ...(urduTitles.has(item.productId) ? { titleUrdu: urduTitles.get(item.productId) } : {}),
      price: item.unitPrice,
      paid: item.paid,
      size: item.size,
      color: item.color,
      quantity: item.quantity,
    })),
    subtotal: row.subtotal,
    shippingCost: row.shippingCost,
    discount: row.discount,
    discountCode: row.discountCode,
    total: row.total,
    status: row.status,
    paymentMethod: row.paymentMethod,
    createdAt: row.createdAt.toISOString(),
    statusHistory: history.map((entry) => ({ status: entry.status, timestamp: entry.at.toISOString() })),
    tracking: {
      trackingNumber: row.trackingNumber,
      carrier: row.carrier,
      trackingUrl: row.trackingUrl,
      shippedAt: iso(row.shippedAt),
      deliveredAt: iso(row.deliveredAt),
      estimatedDelivery: iso(row.estimatedDelivery),
    },
    payment: { status: row.paymentStatus, paidAt: iso(row.paidAt) },
    parcelReturn: row.returnKind && row.returnedAt ? { kind: row.returnKind, at: row.returnedAt.toISOString() } : null,
    exchangeOf: row.exchangeOf,
    returnWindowFrom: iso(returnWindowFrom),
    cancelRefund:
      row.cancelRefundAt && row.cancelRefund !== null && row.cancelRefundMethod
        ? { amount: row.cancelRefund, method: row.cancelRefundMethod, at: row.cancelRefundAt.toISOString() }
        : null,
    receipt: row.receiptUploadedAt
      ? {
          uploadedAt: row.receiptUploadedAt.toISOString(),
          orderChangedSince: lastChangedAt !== undefined && lastChangedAt >= row.receiptUploadedAt,
        }
      : null,
    lineChanges,
    // The one amount the shopper pays at the door, by the rule the admin's 'To collect' reads (decision 0092).
    askedOnDelivery: row.paymentMethod === 'cod' ? askedAtTheDoor({ total: row.total, lineChanges }) : null,
  };
}
