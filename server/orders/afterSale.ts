import { and, eq, sql } from 'drizzle-orm';
import type { ExchangeRequest, LineReturn } from '../../common/afterSale';
import { exchangeSchema } from '../../common/afterSale';
import { leftTheShop, newOrderRef, type AdminOrder } from '../../common/orders';
import { variantLabel } from '../../common/variants';
import { getProduct } from '../catalog/queries';
import type { Db, Tx } from '../db/client';
import { AppError, notFound } from '../http/errors';
import { readShopPolicy } from '../shop/policy';
import { orderItems, orderLineChanges, orders, orderStatusHistory } from './schema';
import { toAdminOrders, type ItemRow, type OrderRow } from './shapes';
import { givePiecesBack, takePiecesOrRefuse } from './stock';

/**
 * Single lines coming back after delivery (issue 22): pieces refunded, or exchanged for another size
 * or colour of the same shirt. Each runs in one transaction with the stock it moves: the pieces that
 * come back go to their own size and colour, the new pieces are taken from theirs (or the exchange is
 * refused), so nothing is given back or taken twice.
 */

/** The order and its line, when pieces of that line can come back: the parcel reached the customer and did not come back whole. */
function lineThatCanComeBack(
  tx: Tx,
  orderRef: string,
  itemId: number,
  quantity: number,
): { order: OrderRow; item: ItemRow } {
  const order = tx.select().from(orders).where(eq(orders.orderRef, orderRef)).get();
  const item =
    order &&
    tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, itemId), eq(orderItems.orderRef, orderRef)))
      .get();
  if (!order || !item) throw notFound('Order line not found');
  if (order.status === 'cancelled' || !leftTheShop(order)) {
    throw new AppError(
      'CONFLICT',
      'Only pieces of a parcel that was shipped can come back. An order that never left can be changed or cancelled instead.',
    );
  }
  if (order.returnKind !== null)
    throw new AppError('CONFLICT', 'This whole parcel came back already: its pieces are back in stock.');
  const cameBack = tx
    .select({ pieces: sql<number>`coalesce(sum(${orderLineChanges.quantity}), 0)` })
    .from(orderLineChanges)
    .where(eq(orderLineChanges.itemId, itemId))
    .get()!.pieces;
  const left = item.quantity - cameBack;
  if (quantity > left) {
    throw new AppError(
      'CONFLICT',
      left === 0
        ? `Every piece of ${item.title} (${variantLabel(item.size, item.color)}) has come back already.`
        : `Only ${left} of ${item.title} (${variantLabel(item.size, item.color)}) can still come back.`,
    );
  }
  return { order, item };
}

const adminOrder = (tx: Tx, orderRef: string): AdminOrder =>
  toAdminOrders(tx, [tx.select().from(orders).where(eq(orders.orderRef, orderRef)).get()!])[0]!;

/** Pieces of one line come back and the money given back is recorded; the pieces return to their size and colour. */
export function recordLineReturn(db: Db, orderRef: string, itemId: number, change: LineReturn, now: Date): AdminOrder {
  return db.transaction((tx) => {
    const { order, item } = lineThatCanComeBack(tx, orderRef, itemId, change.quantity);
    const paidForPieces = item.unitPrice * change.quantity;
    if (change.refund.amount > paidForPieces) {
      throw new AppError(
        'VALIDATION',
        `The refund cannot be more than the ${change.quantity} piece(s) cost (PKR ${paidForPieces}).`,
      );
    }
    givePiecesBack(db, { ...item, quantity: change.quantity });
    tx.insert(orderLineChanges)
      .values({
        orderRef,
        itemId,
        kind: 'refund',
        quantity: change.quantity,
        refund: change.refund.amount,
        refundMethod: change.refund.method,
        at: now,
      })
      .run();
    tx.update(orders).set({ updatedAt: now }).where(eq(orders.orderRef, order.orderRef)).run();
    return adminOrder(tx, orderRef);
  });
}

/**
 * Pieces of one line are exchanged for the same shirt in another size or colour: the pieces that
 * come back return to their cell, the new ones are taken from theirs (refused when it is short), and
 * an exchange order carries them to the customer with its own packing slip. The exchange is no new
 * sale: its lines cost nothing, and it costs the shopper only the shop's exchange delivery fee when
 * the owner charges it (shop policy). Cash on delivery collects that fee; otherwise nothing is owed.
 */
export function recordExchange(
  db: Db,
  orderRef: string,
  itemId: number,
  request: ExchangeRequest,
  now: Date,
): { order: AdminOrder; exchange: AdminOrder } {
  const change = exchangeSchema.parse(request);
  return db.transaction((tx) => {
    const { order, item } = lineThatCanComeBack(tx, orderRef, itemId, change.quantity);
    const product = getProduct(db, item.productId);
    if (!product)
      throw new AppError(
        'PRODUCT_UNAVAILABLE',
        `${item.title} is no longer sold, so it cannot be exchanged. Record a refund instead.`,
      );
    if (!product.variants.some((cell) => cell.size === change.size && cell.color === change.color)) {
      throw new AppError('VALIDATION', `${product.title} is not made in ${variantLabel(change.size, change.color)}.`);
    }
    if (change.size === item.size && change.color === item.color)
      throw new AppError('VALIDATION', 'Choose another size or colour to exchange for.');
    givePiecesBack(db, { ...item, quantity: change.quantity });
    takePiecesOrRefuse(db, {
      productId: product.id,
      size: change.size,
      color: change.color,
      quantity: change.quantity,
      title: product.title,
    });

    const fee = change.chargeDelivery ? readShopPolicy(tx).exchangeDeliveryFee : 0;
    let exchangeRef = newOrderRef();
    while (tx.select({ ref: orders.orderRef }).from(orders).where(eq(orders.orderRef, exchangeRef)).get())
      exchangeRef = newOrderRef();
    tx.insert(orders)
      .values({
        ...pick(order, [
          'userId',
          'customerName',
          'customerEmail',
          'customerPhone',
          'customerPhoneKey',
          'customerAddress',
          'customerCity',
          'customerZip',
          'customerCountry',
          'paymentMethod',
        ]),
        orderRef: exchangeRef,
        subtotal: 0,
        shippingCost: fee,
        total: fee,
        // The owner arranged it with the customer: it is confirmed, and nothing is owed when it is free.
        status: 'confirmed',
        paymentStatus: fee === 0 ? 'paid' : 'unpaid',
        paidAt: fee === 0 ? now : null,
        confirmedWithCustomerAt: now,
        exchangeOf: order.orderRef,
        createdAt: now,
        updatedAt: now,
      })
      .run();
    tx.insert(orderItems)
      .values({
        orderRef: exchangeRef,
        productId: product.id,
        title: product.title,
        size: change.size,
        color: change.color,
        quantity: change.quantity,
        unitPrice: 0,
      })
      .run();
    tx.insert(orderStatusHistory)
      .values([
        { orderRef: exchangeRef, status: 'pending', at: now },
        { orderRef: exchangeRef, status: 'confirmed', at: now },
      ])
      .run();
    tx.insert(orderLineChanges)
      .values({
        orderRef,
        itemId,
        kind: 'exchange',
        quantity: change.quantity,
        exchangeOrderRef: exchangeRef,
        newSize: change.size,
        newColor: change.color,
        at: now,
      })
      .run();
    tx.update(orders).set({ updatedAt: now }).where(eq(orders.orderRef, order.orderRef)).run();
    return { order: adminOrder(tx, orderRef), exchange: adminOrder(tx, exchangeRef) };
  });
}

function pick<T, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;
}
