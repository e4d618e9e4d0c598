import { and, eq } from 'drizzle-orm';
import type { ExchangeRequest, LaterRefund, LineReturn } from '../../common/afterSale';
import { exchangeSchema } from '../../common/afterSale';
import { planExchange, planLineReturn } from '../../common/orderChanges';
import { planLaterRefund } from '../../common/orderRefunds';
import { newOrderRef, pickedUpAtShop, type AdminOrder } from '../../common/orders';
import { getProduct } from '../catalog/queries';
import type { Db, Tx } from '../db/client';
import { readShopPolicy } from '../shop/policy';
import { applyStockMoves, loadCoreOrder, orRefuse } from './core';
import { orderItems, orderLineChanges, orders, orderStatusHistory } from './schema';
import { toAdminOrders } from './shapes';

/**
 * Single lines coming back after delivery (issue 22): pieces refunded, or exchanged for another size
 * or colour of the same shirt. Each runs in one transaction with the stock it moves: the pieces that
 * come back go to their own size and colour, the new pieces are taken from theirs (or the exchange is
 * refused), so nothing is given back or taken twice.
 */

const adminOrder = (tx: Tx, orderRef: string): AdminOrder =>
  toAdminOrders(tx, [tx.select().from(orders).where(eq(orders.orderRef, orderRef)).get()!])[0]!;

/**
 * Pieces of one line come back and the money given back is recorded; the pieces return to their size
 * and colour. On a cash-on-delivery order not yet delivered the refund is taken off what is to collect;
 * once delivered and not paid out, the owner says whether it was given back or taken off (decision 0092).
 * `limit` is the refund limit of whoever records it (null: none): below what the pieces cost, the refund
 * they could not record stays on the order to decide (decision 0133).
 */
export function recordLineReturn(
  db: Db,
  orderRef: string,
  itemId: number,
  change: LineReturn,
  now: Date,
  limit: number | null = null,
): AdminOrder {
  return db.transaction((tx) => {
    const { order } = loadCoreOrder(tx, orderRef);
    const plan = orRefuse(
      planLineReturn(order, itemId, change.quantity, change.refund.amount, change.refund.method, limit),
    );
    applyStockMoves(db, plan.moves);
    tx.insert(orderLineChanges)
      .values({
        orderRef,
        itemId,
        kind: 'refund',
        quantity: change.quantity,
        refund: change.refund.amount,
        // The core decides it from the order as it is now, not from what the dialog saw (decision 0092).
        refundMethod: plan.method,
        refundToDecide: plan.toDecide,
        at: now,
      })
      .run();
    tx.update(orders).set({ updatedAt: now }).where(eq(orders.orderRef, orderRef)).run();
    return adminOrder(tx, orderRef);
  });
}

/**
 * The refund of pieces returned earlier and left to decide (decision 0133), recorded by someone allowed:
 * a refund of no further pieces (quantity 0) beside the return, made the way the order allows now, and
 * the line's refund no longer to decide. Read and written in one transaction, so two clicks record it
 * once: the second finds nothing left to decide and is refused. 0 decides that nothing is given back.
 */
export function recordLaterRefund(
  db: Db,
  orderRef: string,
  itemId: number,
  refund: LaterRefund,
  now: Date,
  limit: number | null = null,
): AdminOrder {
  return db.transaction((tx) => {
    const { order } = loadCoreOrder(tx, orderRef);
    const plan = orRefuse(planLaterRefund(order, itemId, refund.amount, refund.method, limit));
    if (plan.method !== null)
      tx.insert(orderLineChanges)
        .values({
          orderRef,
          itemId,
          kind: 'refund',
          quantity: 0,
          refund: plan.refund,
          refundMethod: plan.method,
          at: now,
        })
        .run();
    tx.update(orderLineChanges)
      .set({ refundToDecide: false })
      .where(and(eq(orderLineChanges.orderRef, orderRef), eq(orderLineChanges.itemId, itemId)))
      .run();
    tx.update(orders).set({ updatedAt: now }).where(eq(orders.orderRef, orderRef)).run();
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
    const { row: order, order: core } = loadCoreOrder(tx, orderRef);
    const item = core.lines.find((line) => line.id === itemId);
    const product = item && getProduct(db, item.productId);
    const plan = orRefuse(planExchange(core, itemId, change.quantity, change, product ? product.variants : null));
    applyStockMoves(db, plan.moves, 'now');

    // A pick-up exchange is collected at the shop, as its order was: no delivery fee (issue 35).
    const fee = change.chargeDelivery && !pickedUpAtShop(order) ? readShopPolicy(tx).exchangeDeliveryFee : 0;
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
          // The customer's own: the language their mails and messages go in, where the order came from
          // (the conversation the exchange continues), and a pick-up at the shop.
          'language',
          'channel',
          'pickup',
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
        productId: plan.line.productId,
        title: product!.title,
        size: change.size,
        color: change.color,
        quantity: change.quantity,
        unitPrice: 0,
        paid: 0,
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
