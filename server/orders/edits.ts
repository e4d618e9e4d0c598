import { and, eq, isNull } from 'drizzle-orm';
import { isEditable, phoneKey, type AdminOrder, type OrderEdit } from '../../common/orders';
import { formatPhone } from '../../common/phone';
import { formatPrice } from '../../common/money';
import { orderTotals } from '../../common/policy';
import { linesPaid, planEdit } from '../../common/orderChanges';
import { variantLabel } from '../../common/variants';
import { getProduct } from '../catalog/queries';
import type { Db } from '../db/client';
import { recordDiscountUse, redeemDiscount } from './codeUses';
import { discountUses } from './schema';
import { AppError, notFound } from '../http/errors';
import { readShopPolicy } from '../shop/policy';
import { mergeLines } from './placement';
import { orderEdits, orderItems, orders } from './schema';
import { toAdminOrders } from './shapes';
import { applyStockMoves, loadCoreOrder, orRefuse } from './core';

const cellOf = (line: { productId: string; size: string; color: string }) =>
  `${line.productId}|${line.size}|${line.color}`;

/**
 * The owner changes an order before it ships (issue 26): its lines become `edit.items`, and its phone,
 * address and city are replaced, and its customer's name and e-mail when given (decision 0137). In one transaction: each size and colour gives back what the order no
 * longer needs and takes what it needs more of (refused, with nothing changed, when the shelf is short);
 * lines kept keep the price they were sold at, lines added take today's price; the totals and a
 * discount code's use are priced again by the shop's rules; the change is written to order_edits.
 * `linkSpent`: an e-mail the order had changed; its link (orderPagePath) carries the e-mail, so one sent before opens it no more.
 */
export function editOrder(
  db: Db,
  orderRef: string,
  edit: OrderEdit,
  now: Date,
): { order: AdminOrder; changed: boolean; linkSpent: boolean } {
  return db.transaction((tx) => {
    const current = tx.select().from(orders).where(eq(orders.orderRef, orderRef)).get();
    if (!current) throw notFound('Order not found');
    if (!isEditable(current)) {
      throw new AppError(
        'CONFLICT',
        `Order ${orderRef} is ${current.status}: only a pending or confirmed order can be changed, before it is packed and shipped.`,
      );
    }
    if (current.exchangeOf)
      throw new AppError(
        'CONFLICT',
        `Order ${orderRef} carries an exchange: change it by cancelling it and recording the exchange again.`,
      );

    const { order } = loadCoreOrder(tx, orderRef);
    const wanted = mergeLines(edit.items).map((line) => ({
      productId: line.id,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
    }));
    const beforeByCell = new Map(order.lines.map((item) => [cellOf(item), item]));
    const said: string[] = [];
    // New lines name a product and a cell the shop sells today, at today's price.
    const added = wanted
      .filter((line) => !beforeByCell.has(cellOf(line)))
      .map((line) => {
        const product = getProduct(db, line.productId);
        if (!product) throw new AppError('PRODUCT_UNAVAILABLE', `The product ${line.productId} is no longer sold.`);
        if (!product.variants.some((cell) => cell.size === line.size && cell.color === line.color))
          throw new AppError(
            'PRODUCT_UNAVAILABLE',
            `${product.title} is not made in ${variantLabel(line.size, line.color)}.`,
          );
        return { ...line, title: product.title, unitPrice: product.price };
      });
    const plan = orRefuse(
      planEdit(order, [
        ...wanted.filter((line) => beforeByCell.has(cellOf(line))).map((line) => ({ ...line, title: '' })),
        ...added,
      ]),
    );
    applyStockMoves(db, plan.moves, 'now');

    const wantedCells = new Set(wanted.map(cellOf));
    for (const item of order.lines.filter((line) => !wantedCells.has(cellOf(line)))) {
      tx.delete(orderItems).where(eq(orderItems.id, item.id)).run();
      said.push(`removed ${item.quantity} × ${item.title} (${variantLabel(item.size, item.color)})`);
    }
    for (const line of wanted) {
      const kept = beforeByCell.get(cellOf(line));
      if (!kept || kept.quantity === line.quantity) continue;
      tx.update(orderItems).set({ quantity: line.quantity }).where(eq(orderItems.id, kept.id)).run();
      said.push(`${kept.title} (${variantLabel(line.size, line.color)}) ${kept.quantity} → ${line.quantity}`);
    }
    for (const line of added) {
      tx.insert(orderItems)
        .values({ orderRef, ...line, paid: line.unitPrice * line.quantity })
        .run();
      said.push(`added ${line.quantity} × ${line.title} (${variantLabel(line.size, line.color)})`);
    }

    const place = {
      // The name and e-mail are corrected only when sent (decision 0137); what goes on the parcel's slip.
      customerName: edit.name ?? current.customerName,
      customerEmail: edit.email ?? current.customerEmail,
      customerPhone: edit.phone,
      customerPhoneKey: phoneKey(edit.phone),
      customerAddress: edit.address,
      customerCity: edit.city,
    };
    if (place.customerName !== current.customerName) said.push(`name → ${place.customerName}`);
    const emailChanged = place.customerEmail !== current.customerEmail;
    if (emailChanged) said.push(place.customerEmail ? `e-mail → ${place.customerEmail}` : 'e-mail taken off');
    const linkSpent = emailChanged && current.customerEmail !== '';
    if (place.customerPhoneKey !== current.customerPhoneKey)
      said.push(`phone ${formatPhone(current.customerPhone)} → ${formatPhone(edit.phone)}`);
    if (place.customerAddress !== current.customerAddress || place.customerCity !== current.customerCity)
      said.push(`address → ${edit.address}, ${edit.city}`);
    // Taken off by the owner: its use is given back, and the order is priced without it.
    const dropsCode = edit.dropDiscountCode === true && current.discountCode !== null;
    if (dropsCode) {
      tx.delete(discountUses).where(eq(discountUses.orderRef, orderRef)).run();
      said.push(`code ${current.discountCode} taken off`);
    }
    if (said.length === 0) return { order: toAdminOrders(tx, [current])[0]!, changed: false, linkSpent };

    const items = tx.select().from(orderItems).where(eq(orderItems.orderRef, orderRef)).orderBy(orderItems.id).all();
    const lines = items.map((item) => ({
      productId: item.productId,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
    }));
    const policy = readShopPolicy(tx);
    const priced =
      current.discountCode && !dropsCode ? repriceDiscount(db, { ...current, ...place }, lines, policy) : undefined;
    // An order collected at the shop pays no delivery, before and after the change (issue 35).
    const totals = orderTotals(lines, current.pickup ? { ...policy, shippingFee: 0 } : policy, priced?.discount ?? 0);
    // Each line keeps what the shopper pays for it now: its share of the repriced discount (issue 33 item 1).
    const paid = linesPaid(lines, priced?.lineDiscounts);
    items.forEach((item, index) => {
      if (item.paid !== paid[index])
        tx.update(orderItems).set({ paid: paid[index] }).where(eq(orderItems.id, item.id)).run();
    });
    // Money recorded as received was for the old total: the owner records it again for the new one.
    if (current.paymentStatus === 'paid' && totals.total !== current.total) {
      throw new AppError(
        'CONFLICT',
        `Order ${orderRef} is recorded as paid (${formatPrice(current.total)}), and this change makes it ${formatPrice(totals.total)}. Mark it unpaid first, change it, then record the payment again.`,
      );
    }
    if (totals.total !== current.total) said.push(`total ${formatPrice(current.total)} → ${formatPrice(totals.total)}`);
    tx.update(orders)
      .set({
        ...place,
        // The checkout key answered the checkout's repeat with its e-mail (placement.ts). With another
        // e-mail the order lets it go: that key with the new e-mail may be another order of the same
        // checkout (the unique index), and the checkout's repeat still finds its own order (decision 0142).
        ...(emailChanged && { checkoutKey: null }),
        ...(dropsCode && { discountCode: null }),
        subtotal: totals.subtotal,
        shippingCost: totals.shippingCost,
        discount: totals.discount,
        total: totals.total,
        updatedAt: now,
      })
      .where(eq(orders.orderRef, orderRef))
      .run();
    tx.insert(orderEdits)
      .values({ orderRef, summary: capitalise(said.join('; ')), at: now })
      .run();
    return {
      order: toAdminOrders(tx, [tx.select().from(orders).where(eq(orders.orderRef, orderRef)).get()!])[0]!,
      changed: true,
      linkSpent,
    };
  });
}

type OrderForDiscount = Pick<
  typeof orders.$inferSelect,
  'orderRef' | 'discountCode' | 'customerPhone' | 'customerEmail' | 'userId' | 'createdAt'
>;

/**
 * The order's code priced again for its new lines, with its own use left out of the code's counts.
 * The code's dates are read at the order's placing, so a code that has since ended still holds for the
 * order it was given to; a change that no longer meets the code's rules (its minimum, its shirts) is refused.
 */
function repriceDiscount(
  db: Db,
  order: OrderForDiscount,
  lines: { productId: string; unitPrice: number; quantity: number }[],
  policy: ReturnType<typeof readShopPolicy>,
): { discount: number; lineDiscounts: number[] } | undefined {
  const held = db
    .select()
    .from(discountUses)
    .where(and(eq(discountUses.orderRef, order.orderRef), isNull(discountUses.releasedAt)))
    .get();
  if (!held) return undefined;
  db.delete(discountUses).where(eq(discountUses.orderRef, held.orderRef)).run();
  const customer = { phone: order.customerPhone, email: order.customerEmail, userId: order.userId };
  try {
    const redeemed = redeemDiscount(db, {
      code: order.discountCode!,
      lines,
      customer,
      policy,
      now: order.createdAt,
      exceptOrder: order.orderRef,
    });
    recordDiscountUse(db, order.orderRef, redeemed, customer);
    return redeemed;
  } catch (error) {
    if (error instanceof AppError)
      throw new AppError(
        'CONFLICT',
        `The code ${order.discountCode} no longer fits the changed order: ${error.message} Nothing was changed.`,
        { field: 'discountCode' },
      );
    throw error;
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
