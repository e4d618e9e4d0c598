import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  newOrderRef,
  phoneKey,
  EMAIL_REQUIRED,
  type Order,
  type OrderChannel,
  type OrderLineProblem,
  type placeOrderSchema,
  type PriceChanged,
} from '../../common/orders';
import { formatPrice } from '../../common/money';
import { orderTotals } from '../../common/policy';
import { linesPaid, placeMoves } from '../../common/orderChanges';
import { getProduct } from '../catalog/queries';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { readShopPolicy } from '../shop/policy';
import { orderItems, orders, orderStatusHistory } from './schema';
import { recordDiscountUse, redeemDiscount } from './codeUses';
import { shapeOrder, toApiOrder } from './shapes';
import { applyStockMoves } from './core';
import { mergeLines } from '../../common/orderLines';

type PlaceOrder = z.output<typeof placeOrderSchema>;
export type PlacedOrder = { order: Order; created: boolean };

// Written once in common/, where the discount preview reads it too (placement.ts is above discounts).
export { mergeLines };

/**
 * Places an order at the shop's own prices. Everything happens in one transaction: each line's
 * pieces are taken from its size and colour with a conditional update, so two shoppers can never
 * both buy the last M / Navy, and a short line undoes the whole order. The same checkout key and
 * e-mail placed again return the first order unchanged. The owner's orders by hand come through here
 * too, with the channel they came from, so they follow the website's rules exactly (issue 26).
 */
export function placeOrder(
  db: Db,
  request: PlaceOrder,
  userId: string | null,
  now: Date,
  channel: OrderChannel = 'website',
  /** Collected at the shop (a walk-in, or the owner's pick-up order): no delivery fee (issue 35). */
  pickup = false,
): PlacedOrder {
  return db.transaction((tx) => {
    if (request.checkoutKey) {
      // Only the same key with the same e-mail is a repeat; anything else is a new order, answered as
      // any new order is, so a repeat tells nothing about orders the request did not place itself.
      const repeated = tx
        .select()
        .from(orders)
        .where(and(eq(orders.checkoutKey, request.checkoutKey), eq(orders.customerEmail, request.customer.email)))
        .get();
      if (repeated) return { order: toApiOrder(tx, repeated), created: false };
    }
    const policy = readShopPolicy(tx);
    // The website asks for an e-mail unless the owner chose phone-only checkout; orders by hand never need one (issue 35).
    if (channel === 'website' && !request.customer.email && !policy.checkoutEmailOptional)
      throw new AppError('VALIDATION', EMAIL_REQUIRED);
    if (!policy.paymentMethods.includes(request.paymentMethod)) {
      throw new AppError(
        'PAYMENT_METHOD_UNAVAILABLE',
        request.paymentMethod === 'bank'
          ? 'Bank transfer is not available at the moment. Please choose cash on delivery.'
          : 'Cash on delivery is not available at the moment. Please choose bank transfer.',
      );
    }
    const priced = mergeLines(request.items).map((line) => {
      const product = getProduct(db, line.id);
      const unavailable = {
        productId: line.id,
        size: line.size,
        color: line.color,
        available: 0,
      } satisfies OrderLineProblem;
      if (!product)
        throw new AppError(
          'PRODUCT_UNAVAILABLE',
          `A product in your cart is no longer sold (${line.id}). Please remove it.`,
          unavailable,
        );
      if (!product.sizes.includes(line.size))
        throw new AppError('PRODUCT_UNAVAILABLE', `${product.title} is not made in size ${line.size}`, unavailable);
      if (!product.colors.includes(line.color))
        throw new AppError('PRODUCT_UNAVAILABLE', `${product.title} is not made in ${line.color}`, unavailable);
      // The owner changed the price after the shopper saw it: nobody pays a price they were not shown.
      if (line.priceSeen !== undefined && line.priceSeen !== product.price)
        throw new AppError(
          'PRICE_CHANGED',
          `The price of ${product.title} is now ${formatPrice(product.price)}, not ${formatPrice(line.priceSeen)}. Please check your order and place it again.`,
          { productId: product.id, size: line.size, color: line.color, price: product.price } satisfies PriceChanged,
        );
      return { product, line };
    });
    // The pieces go out as the order-change core says (common/orderChanges.ts); a short cell refuses the order.
    applyStockMoves(
      db,
      placeMoves(
        priced.map(({ product, line }) => ({
          productId: product.id,
          title: product.title,
          size: line.size,
          color: line.color,
          quantity: line.quantity,
        })),
      ),
      'now',
    );
    const lines = priced.map(({ product, line }) => ({
      productId: product.id,
      unitPrice: product.price,
      quantity: line.quantity,
    }));
    // A discount code is priced and checked against its limits here, inside the order's transaction (issue 25).
    const redeemed = request.discountCode
      ? redeemDiscount(tx, {
          code: request.discountCode,
          lines,
          customer: { ...request.customer, userId },
          policy,
          now,
        })
      : undefined;
    const totals = orderTotals(lines, pickup ? { ...policy, shippingFee: 0 } : policy, redeemed?.discount);
    // The owner changed the delivery charge after the shopper saw it (decision 0116).
    if (request.shippingSeen !== undefined && request.shippingSeen !== totals.shippingCost)
      throw new AppError(
        'PRICE_CHANGED',
        `Delivery is now ${formatPrice(totals.shippingCost)}, not ${formatPrice(request.shippingSeen)}. Please check your order and place it again.`,
        { shipping: totals.shippingCost },
      );
    let orderRef = newOrderRef();
    while (tx.select({ ref: orders.orderRef }).from(orders).where(eqRef(orderRef)).get()) orderRef = newOrderRef();
    const { customer } = request;
    // RETURNING hands back the stored rows, so the answer needs no second read.
    const row = tx
      .insert(orders)
      .values({
        orderRef,
        checkoutKey: request.checkoutKey ?? null,
        userId,
        customerName: customer.name,
        customerEmail: customer.email,
        customerPhone: customer.phone,
        customerPhoneKey: phoneKey(customer.phone),
        customerAddress: customer.address,
        customerCity: customer.city,
        customerZip: customer.zip,
        customerCountry: customer.country,
        subtotal: totals.subtotal,
        shippingCost: totals.shippingCost,
        discount: totals.discount,
        discountCode: redeemed?.code ?? null,
        total: totals.total,
        status: 'pending',
        paymentMethod: request.paymentMethod,
        channel,
        pickup,
        language: request.language,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    // Each line keeps what the shopper paid for it: its share of the code's discount (issue 33 item 1).
    const paid = linesPaid(lines, redeemed?.lineDiscounts);
    const items = tx
      .insert(orderItems)
      .values(
        priced.map(({ product, line }, index) => ({
          orderRef,
          productId: product.id,
          title: product.title,
          size: line.size,
          color: line.color,
          quantity: line.quantity,
          unitPrice: product.price,
          paid: paid[index]!,
        })),
      )
      .returning()
      .all();
    const history = tx.insert(orderStatusHistory).values({ orderRef, status: 'pending', at: now }).returning().all();
    if (redeemed) recordDiscountUse(tx, orderRef, redeemed, { ...customer, userId });
    const urduTitles = new Map(
      priced.flatMap(({ product }) => (product.titleUrdu?.trim() ? [[product.id, product.titleUrdu.trim()]] : [])),
    );
    return { order: shapeOrder(row, items, history, [], urduTitles), created: true };
  });
}

const eqRef = (orderRef: string) => eq(orders.orderRef, orderRef);
