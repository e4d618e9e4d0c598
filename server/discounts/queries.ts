import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  codeStatus,
  normalizeCode,
  type Discount,
  type discountPreviewSchema,
  type DiscountQuote,
  type DiscountRule,
} from '../../common/discounts';
import type { ShopPolicy } from '../../common/policy';
import { products } from '../catalog/schema';
import type { Queryable } from '../db/client';
import { AppError, notFound } from '../http/errors';
import { isSale, netTotalOf } from '../orders/sales';
import { mergeLines } from '../../common/orderLines';
import { discountCodes, discountUses, orders } from '../orders/schema';
import { redeemDiscount, ruleOf, type CodeRow } from '../orders/codeUses';

const usesOf = (codeId: SQL | number) =>
  sql<number>`(select count(*) from ${discountUses} where ${discountUses.codeId} = ${codeId} and ${discountUses.releasedAt} is null)`;
// Named in full: drizzle writes a column bare inside a one-table select, and both tables have order_ref.
const useOfSale = sql`exists (select 1 from ${orders} where ${sql.raw('"orders"."order_ref" = "discount_uses"."order_ref"')} and ${isSale})`;
/**
 * The rupees a code gave off its sales (issue 33 item 6): the one definition of a sale (orders/sales.ts),
 * as the report beside it counts them. A pending order holds a use (for the limits) but gave nothing yet.
 */
const givenAwayOf = (codeId: SQL | number) =>
  sql<number>`(select coalesce(sum(${discountUses.amount}), 0) from ${discountUses} where ${discountUses.codeId} = ${codeId} and ${discountUses.releasedAt} is null and ${useOfSale})`;

function shapeDiscount(row: CodeRow & { uses: number; givenAway: number }): Discount {
  return {
    ...ruleOf(row),
    id: row.id,
    uses: row.uses,
    givenAway: row.givenAway,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The owner's codes, newest first, with the uses they hold and the rupees given away. */
export function listDiscounts(db: Queryable): Discount[] {
  const id = sql`${discountCodes.id}`;
  return db
    .select({ row: discountCodes, uses: usesOf(id), givenAway: givenAwayOf(id) })
    .from(discountCodes)
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
    .all()
    .map(({ row, uses, givenAway }) => shapeDiscount({ ...row, uses, givenAway }));
}

function findDiscount(db: Queryable, id: number): Discount {
  const row = db.select().from(discountCodes).where(eq(discountCodes.id, id)).get();
  if (!row) throw notFound('Discount code not found');
  return shapeDiscount({
    ...row,
    uses: db.get<{ n: number }>(sql`select ${usesOf(id)} as n`).n,
    givenAway: db.get<{ n: number }>(sql`select ${givenAwayOf(id)} as n`).n,
  });
}

/** Whether the shop has a code of that name, whatever its state (paused, ended, used up). */
export const discountCodeExists = (db: Queryable, code: string): boolean =>
  db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(eq(discountCodes.code, normalizeCode(code)))
    .get() !== undefined;

const taken = (code: string) =>
  new AppError('DUPLICATE_ID', `A code ${code} already exists. Please choose another.`, { field: 'code' });

export function createDiscount(db: Queryable, rule: DiscountRule, now: Date): Discount {
  if (db.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, rule.code)).get())
    throw taken(rule.code);
  const row = db
    .insert(discountCodes)
    .values({ ...rule, createdAt: now, updatedAt: now })
    .returning()
    .get();
  return findDiscount(db, row.id);
}

export function updateDiscount(db: Queryable, id: number, rule: DiscountRule, now: Date): Discount {
  const clash = db.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, rule.code)).get();
  if (clash && clash.id !== id) throw taken(rule.code);
  const changed = db
    .update(discountCodes)
    .set({ ...rule, updatedAt: now })
    .where(eq(discountCodes.id, id))
    .run().changes;
  if (!changed) throw notFound('Discount code not found');
  return findDiscount(db, id);
}

export function pauseDiscount(db: Queryable, id: number, paused: boolean, now: Date): Discount {
  const changed = db
    .update(discountCodes)
    .set({ paused, updatedAt: now })
    .where(eq(discountCodes.id, id))
    .run().changes;
  if (!changed) throw notFound('Discount code not found');
  return findDiscount(db, id);
}

/** Deletes a code; orders placed with it keep their code and discount (orders.discount_code). */
export function deleteDiscount(db: Queryable, id: number): string {
  const row = db.delete(discountCodes).where(eq(discountCodes.id, id)).returning({ code: discountCodes.code }).get();
  if (!row) throw notFound('Discount code not found');
  return row.code;
}

/**
 * Discount given per code, over the orders that are sales (server/orders/sales.ts), with their sales
 * after discount and after what was refunded (netTotalOf: revenue after refunds, as every screen counts it).
 */
export function discountReport(db: Queryable): { code: string; orders: number; discount: number; sales: number }[] {
  return db
    .select({
      code: sql<string>`${orders.discountCode}`,
      orders: count(),
      discount: sql<number>`sum(${orders.discount})`,
      sales: sql<number>`sum(${netTotalOf})`,
    })
    .from(orders)
    .where(and(sql`${orders.discountCode} is not null`, isSale))
    .groupBy(orders.discountCode)
    .orderBy(desc(sql`sum(${orders.discount})`))
    .all();
}

/**
 * Codes the shop advertises (issue 33): the owner ticked "show to shoppers", and a shopper may use them
 * today (not paused, within their dates, not used up). The FAQ and the assistant speak of these only,
 * so they never offer a code that would be refused for everyone, nor one the owner keeps for a few.
 */
export function advertisedDiscounts(db: Queryable, now: Date): Discount[] {
  return listDiscounts(db).filter(
    (discount) => discount.showToShoppers && codeStatus(discount, discount.uses, now) === 'live',
  );
}

/**
 * What the order would get with this code, priced as placement prices it (the shop's own prices,
 * the same lines merged, the same checks), so the cart and checkout show what the order will say.
 */
export function previewDiscount(
  db: Queryable,
  request: z.output<typeof discountPreviewSchema>,
  userId: string | null,
  policy: Pick<ShopPolicy, 'shippingFee' | 'freeShippingMinItems'>,
  now: Date,
): DiscountQuote {
  const lines = mergeLines(request.items.map((item) => ({ ...item }))).map((line) => {
    const product = db
      .select({ id: products.id, title: products.title, price: products.price })
      .from(products)
      .where(eq(products.id, line.id))
      .get();
    if (!product)
      throw new AppError(
        'PRODUCT_UNAVAILABLE',
        `A product in your cart is no longer sold (${line.id}). Please remove it.`,
        { productId: line.id, size: line.size, color: line.color, available: 0 },
      );
    return { line, product };
  });
  const redeemed = redeemDiscount(db, {
    code: request.code,
    lines: lines.map(({ line, product }) => ({
      productId: product.id,
      unitPrice: product.price,
      quantity: line.quantity,
    })),
    customer: { ...request.customer, userId },
    policy,
    now,
  });
  return {
    code: redeemed.code,
    label: redeemed.label,
    effect: { kind: redeemed.kind, value: redeemed.value, scope: redeemed.scope },
    lines: lines.map(({ line }, index) => ({
      productId: line.id,
      size: line.size,
      color: line.color,
      discount: redeemed.lineDiscounts[index]!,
    })),
    totals: redeemed.totals,
  };
}
