import { and, count, eq, inArray, isNull, ne, or, type SQLWrapper } from 'drizzle-orm';
import {
  describeDiscount,
  normalizeCode,
  priceDiscount,
  type DiscountLine,
  type DiscountRule,
  type DiscountStanding,
  type PricedDiscount,
} from '../../common/discounts';
import { phoneKey } from '../../common/orders';
import type { ShopPolicy } from '../../common/policy';
import { productCategories } from '../catalog/schema';
import type { Queryable } from '../db/client';
import { AppError } from '../http/errors';
import { discountCodes, discountUses, orders } from './schema';

// A discount code's redemption (issue 25): priced, counted against its limits, given back and taken
// again inside the order's own transaction, so it stands with the orders; the owner's list of codes
// (server/discounts) stands above and reads it.

export type CodeRow = typeof discountCodes.$inferSelect;

/** Who is using a code: the per-customer limit and first-order-only match any of these (docs/product.md §9 Discount codes). */
export type DiscountCustomer = { email?: string | undefined; phone?: string | undefined; userId: string | null };

export const ruleOf = (row: CodeRow): DiscountRule => ({
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

export type Redemption = PricedDiscount & { codeId: number; code: string; label: string } & Pick<
    DiscountRule,
    'kind' | 'value' | 'scope'
  >;

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
  return {
    ...priced,
    codeId: row.id,
    code: row.code,
    label: describeDiscount(row),
    // What the code does as facts, so the storefront says it in the shopper's language (issue 35 item 6).
    kind: row.kind,
    value: row.value,
    scope: row.scope,
  };
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
