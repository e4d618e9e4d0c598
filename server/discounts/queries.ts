import { and, count, desc, eq, inArray, isNull, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import {
  codeStatus,
  describeDiscount,
  normalizeCode,
  priceDiscount,
  type Discount,
  type DiscountLine,
  type discountPreviewSchema,
  type DiscountQuote,
  type DiscountRule,
  type DiscountStanding,
  type PricedDiscount,
} from '../../common/discounts';
import { phoneKey } from '../../common/orders';
import type { ShopPolicy } from '../../common/policy';
import { productCategories, products } from '../catalog/schema';
import type { Queryable } from '../db/client';
import { AppError, notFound } from '../http/errors';
import { isSale } from '../analytics/sales';
import { mergeLines } from '../orders/placement';
import { orders } from '../orders/schema';
import { discountCodes, discountUses } from './schema';

type CodeRow = typeof discountCodes.$inferSelect;

/** Who is using a code: the per-customer limit and first-order-only match any of these (docs/product.md §9 Discount codes). */
export type DiscountCustomer = { email?: string | undefined; phone?: string | undefined; userId: string | null };

const ruleOf = (row: CodeRow): DiscountRule => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  scope: row.scope,
  productIds: row.productIds,
  categories: row.categories,
  minPieces: row.minPieces,
  minAmount: row.minAmount,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  usageLimit: row.usageLimit,
  perCustomerLimit: row.perCustomerLimit,
  firstOrderOnly: row.firstOrderOnly,
  paused: row.paused,
  showToShoppers: row.showToShoppers,
});

/** A refused code: the shopper's message, with the field and reason checkout points at. */
const refused = (reason: string, message: string) =>
  new AppError('CONFLICT', message, { field: 'discountCode', reason });

/** The uses held now, and this customer's; a use given back (cancelled, returned) counts for no one. */
function standingOf(db: Queryable, codeId: number, customer: DiscountCustomer, exceptOrder?: string): DiscountStanding {
  const held = and(
    eq(discountUses.codeId, codeId),
    isNull(discountUses.releasedAt),
    exceptOrder ? ne(discountUses.orderRef, exceptOrder) : undefined,
  );
  const uses = db.select({ value: count() }).from(discountUses).where(held).get()!.value;
  const key = customer.phone ? phoneKey(customer.phone) : undefined;
  const email = customer.email?.trim().toLowerCase() || undefined;
  const sameCustomer = (phoneColumn: SQLWrapper, emailColumn: SQLWrapper, userColumn: SQLWrapper) =>
    or(
      key ? eq(phoneColumn, key) : undefined,
      email ? eq(emailColumn, email) : undefined,
      customer.userId ? eq(userColumn, customer.userId) : undefined,
    );
  const mine = sameCustomer(discountUses.phoneKey, discountUses.email, discountUses.userId);
  if (!mine) return { uses, customerUses: 0, customerHasOrdered: false };
  const customerUses = db.select({ value: count() }).from(discountUses).where(and(held, mine)).get()!.value;
  const earlier = db
    .select({ value: count() })
    .from(orders)
    .where(
      and(
        ne(orders.status, 'cancelled'),
        exceptOrder ? ne(orders.orderRef, exceptOrder) : undefined,
        sameCustomer(orders.customerPhoneKey, orders.customerEmail, orders.userId),
      ),
    )
    .get()!.value;
  return { uses, customerUses, customerHasOrdered: earlier > 0 };
}

/** The product's categories for each line, as the code's product and category rules read them. */
function linesWithCategories(db: Queryable, lines: readonly Omit<DiscountLine, 'categories'>[]): DiscountLine[] {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const found = ids.length
    ? db.select().from(productCategories).where(inArray(productCategories.productId, ids)).all()
    : [];
  return lines.map((line) => ({
    ...line,
    categories: found.filter((entry) => entry.productId === line.productId).map((entry) => entry.category),
  }));
}

export type Redemption = PricedDiscount & { codeId: number; code: string; label: string };

/**
 * Prices the lines with the code, or throws the shopper's message (a CONFLICT whose details name the
 * discountCode field). Run inside the order's transaction, its counts and the use recordDiscountUse
 * writes are one step: a limit of N gives exactly N orders however many arrive at once.
 */
export function redeemDiscount(
  db: Queryable,
  request: {
    code: string;
    lines: readonly Omit<DiscountLine, 'categories'>[];
    customer: DiscountCustomer;
    policy: Pick<ShopPolicy, 'shippingFee' | 'freeShippingMinItems'>;
    now: Date;
    exceptOrder?: string;
  },
): Redemption {
  const code = normalizeCode(request.code);
  const row = db.select().from(discountCodes).where(eq(discountCodes.code, code)).get();
  if (!row) throw refused('unknown', `We don't have a code ${code}. Please check the spelling.`);
  const priced = priceDiscount(
    linesWithCategories(db, request.lines),
    request.policy,
    ruleOf(row),
    standingOf(db, row.id, request.customer, request.exceptOrder),
    request.now,
  );
  if (!priced.ok) throw refused(priced.reason, priced.message);
  return { ...priced, codeId: row.id, code: row.code, label: describeDiscount(row) };
}

/** Counts the use for the order just written, in the same transaction as redeemDiscount's check. */
export function recordDiscountUse(
  db: Queryable,
  orderRef: string,
  redemption: Redemption,
  customer: Required<Omit<DiscountCustomer, 'userId'>> & Pick<DiscountCustomer, 'userId'>,
): void {
  db.insert(discountUses)
    .values({
      orderRef,
      codeId: redemption.codeId,
      phoneKey: phoneKey(customer.phone),
      email: customer.email.toLowerCase(),
      userId: customer.userId,
      amount: redemption.discount,
    })
    .run();
}

/** Gives a cancelled or returned order's use back; a second call finds nothing to give (once). */
export function releaseDiscount(db: Queryable, orderRef: string, now: Date): void {
  db.update(discountUses)
    .set({ releasedAt: now })
    .where(and(eq(discountUses.orderRef, orderRef), isNull(discountUses.releasedAt)))
    .run();
}

/**
 * An order leaving cancelled (or a return taken back) holds its use again, if the code's limits still
 * have room for it; otherwise the change is refused, as it is when the stock is gone.
 */
export function retakeDiscount(db: Queryable, orderRef: string): void {
  const use = db.select().from(discountUses).where(eq(discountUses.orderRef, orderRef)).get();
  if (!use || use.releasedAt === null) return;
  const row = db.select().from(discountCodes).where(eq(discountCodes.id, use.codeId)).get()!;
  const standing = standingOf(db, row.id, { phone: use.phoneKey, email: use.email, userId: use.userId }, orderRef);
  const full =
    (row.usageLimit !== null && standing.uses >= row.usageLimit) ||
    (row.perCustomerLimit !== null && standing.customerUses >= row.perCustomerLimit);
  if (full)
    throw new AppError(
      'CONFLICT',
      `The code ${row.code} has no use left for this order to take back. Raise its limit first, or leave the order as it is.`,
    );
  db.update(discountUses).set({ releasedAt: null }).where(eq(discountUses.orderRef, orderRef)).run();
}

const usesOf = (codeId: SQL | number) =>
  sql<number>`(select count(*) from ${discountUses} where ${discountUses.codeId} = ${codeId} and ${discountUses.releasedAt} is null)`;
const givenAwayOf = (codeId: SQL | number) =>
  sql<number>`(select coalesce(sum(${discountUses.amount}), 0) from ${discountUses} where ${discountUses.codeId} = ${codeId} and ${discountUses.releasedAt} is null)`;

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

/** Discount given per code, over the orders that are sales (server/analytics/sales.ts), with their sales after discount. */
export function discountReport(db: Queryable): { code: string; orders: number; discount: number; sales: number }[] {
  return db
    .select({
      code: sql<string>`${orders.discountCode}`,
      orders: count(),
      discount: sql<number>`sum(${orders.discount})`,
      sales: sql<number>`sum(${orders.total})`,
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
    lines: lines.map(({ line }, index) => ({
      productId: line.id,
      size: line.size,
      color: line.color,
      discount: redeemed.lineDiscounts[index]!,
    })),
    totals: redeemed.totals,
  };
}
