import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import {
  LOOKALIKE_RULE,
  phoneKey,
  startOfPakistanDay,
  type AdminOrder,
  type Order,
  type OrderFilters,
  type OrderListQuery,
} from '../../common/orders';
import type { ParcelStep } from '../../common/courierFacts';
import { canonicalPhone } from '../../common/phone';
import type { Db } from '../db/client';
import { orders } from './schema';
import { refundOpen } from './sales';
import { toAdminOrders, toApiOrder, toApiOrders } from './shapes';

/** Finding orders: the shopper's tracking and history, the owner's list, CSV and slips. */

/**
 * The order only when its reference and a proof both match: the order's e-mail, or its phone number
 * written any way (compared by national digits, common/phone.ts). Anything else, a number that is not
 * a phone number included, looks the same as an unknown order.
 */
export function trackOrder(
  db: Db,
  orderRef: string,
  proof: string | { email?: string; phone?: string },
): Order | undefined {
  const { email, phone } = typeof proof === 'string' ? { email: proof, phone: undefined } : proof;
  const phoneDigits = phone ? canonicalPhone(phone) : null;
  const proven = [
    email ? eq(orders.customerEmail, email.trim().toLowerCase()) : undefined,
    phoneDigits ? eq(orders.customerPhoneKey, phoneDigits) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  if (proven.length === 0) return undefined;
  const row = db
    .select()
    .from(orders)
    .where(and(eq(orders.orderRef, orderRef), or(...proven)))
    .get();
  return row ? toApiOrder(db, row) : undefined;
}

/** One shopper's orders, newest first (My orders). */
export function listShopperOrders(db: Db, userId: string): Order[] {
  // Orders placed in the same millisecond keep the order they were written in.
  const rows = db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(sql`rowid`))
    .all();
  return toApiOrders(db, rows);
}

/** LIKE treats % and _ as wildcards; the owner typing them means the characters themselves. */
const contains = (column: SQLWrapper, text: string) =>
  sql`${column} like ${`%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} escape '\\'`;
const PHONE_LIKE = /^[\d\s+-]+$/;
/** The search index's trigram tokens (migration 0007_orders_search.sql) find runs of at least this many characters. */
const TRIGRAM = 3;
/** An FTS5 string: whatever the owner typed is one quoted phrase and never reaches the query syntax. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The owner's free text as conditions: every word must match the order ref, name, e-mail, city or
 * phone, anywhere in it. Words of three characters or more are looked up in the search index
 * (orders_fts); shorter ones, which a trigram index cannot look up, are tested on the rows the
 * other conditions leave (all of them when nothing else narrows the list).
 */
function textConditions(text: string): SQL[] {
  // A phone number is one term however it is spaced ('0300 1234567'); other text matches word by word.
  const words = PHONE_LIKE.test(text) ? [text.replace(/[\s-]/g, '')] : text.split(/\s+/);
  const indexed: string[] = [];
  const scanned: SQL[] = [];
  for (const word of words) {
    const key = phoneKey(word);
    if ([...word].length >= TRIGRAM) {
      const phone = [...key].length >= TRIGRAM ? ` OR customer_phone_key : ${ftsPhrase(key)}` : '';
      indexed.push(`({order_ref customer_name customer_email customer_city} : ${ftsPhrase(word)}${phone})`);
      continue;
    }
    scanned.push(
      or(
        contains(orders.orderRef, word),
        contains(orders.customerName, word),
        contains(orders.customerEmail, word),
        contains(orders.customerCity, word),
        contains(orders.customerPhoneKey, key),
      )!,
    );
  }
  const found = indexed.length
    ? [sql`${orders}.rowid in (select rowid from orders_fts where orders_fts match ${indexed.join(' AND ')})`]
    : [];
  return [...found, ...scanned];
}

/**
 * Shipped orders whose parcel is at `step` and not marked as come back (decision 0128; common/courierFacts.ts
 * parcelCallout says the same on a card). Read off the partial index on the step: few orders are in it.
 */
export const parcelNeedsAction = (step: ParcelStep) =>
  and(eq(orders.parcelStep, step), eq(orders.status, 'shipped'), isNull(orders.returnKind))!;

/**
 * Orders booked with a courier and waiting for its rider (decision 0130; common/courierFacts.ts
 * waitingForPickup says the same on a card), off the same partial index on the step.
 */
export const waitingForPickup = () =>
  and(
    eq(orders.parcelStep, 'booked'),
    notInArray(orders.status, ['delivered', 'cancelled']),
    isNull(orders.returnKind),
  )!;

/** The owner's filters as one condition; each part but short search words is served by an index (schema.ts, orders_fts). */
function filterCondition(filters: OrderFilters): SQL | undefined {
  const text = filters.q?.trim();
  const parts: (SQL | undefined)[] = [
    filters.status && eq(orders.status, filters.status),
    filters.paymentMethod && eq(orders.paymentMethod, filters.paymentMethod),
    filters.payment && eq(orders.paymentStatus, filters.payment),
    filters.returned === 'yes'
      ? isNotNull(orders.returnKind)
      : filters.returned === 'no'
        ? isNull(orders.returnKind)
        : undefined,
    filters.from ? gte(orders.createdAt, startOfPakistanDay(filters.from)) : undefined,
    // 'to' takes in the whole of that day.
    filters.to
      ? lt(orders.createdAt, new Date(startOfPakistanDay(filters.to).getTime() + 24 * 60 * 60 * 1000))
      : undefined,
    filters.refs ? inArray(orders.orderRef, filters.refs) : undefined,
    filters.lookalike === 'yes' ? gte(orders.lookalikes, LOOKALIKE_RULE.others) : undefined,
    // A cancelled paid order's refund owed, or a return's refund left to decide (decisions 0126, 0133, 0136).
    filters.refundOwed === 'yes' ? refundOpen : undefined,
    // Read off the partial index on the parcel's step (orders_parcel_step_created_idx): few orders are in it.
    filters.parcel === 'booked' ? waitingForPickup() : filters.parcel ? parcelNeedsAction(filters.parcel) : undefined,
    ...(text ? textConditions(text) : []),
  ];
  return and(...parts.filter((part): part is SQL => part !== undefined));
}

const newestFirst = [desc(orders.createdAt), desc(sql`${orders}.rowid`)] as const;

/** One page of the owner's orders list, newest first, with how many match in all (GET /api/orders). */
export function listOrdersPage(db: Db, query: OrderListQuery): { orders: AdminOrder[]; total: number } {
  const where = filterCondition(query);
  const total = db.select({ value: count() }).from(orders).where(where).get()!.value;
  const rows = db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...newestFirst)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .all();
  return { orders: toAdminOrders(db, rows), total };
}

/** Every order the filters match, newest first: the CSV export and packing slips read these. */
export function listFilteredOrders(db: Db, filters: OrderFilters): AdminOrder[] {
  return toAdminOrders(
    db,
    db
      .select()
      .from(orders)
      .where(filterCondition(filters))
      .orderBy(...newestFirst)
      .all(),
  );
}
