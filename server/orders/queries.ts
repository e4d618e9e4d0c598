import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  leftTheShop,
  newOrderRef,
  phoneKey,
  startOfPakistanDay,
  type AdminOrder,
  type Order,
  type OrderFilters,
  type OrderLineProblem,
  type OrderListQuery,
  type ParcelReturn,
  type PaymentState,
  type placeOrderSchema,
  type StatusUpdate,
} from '../../common/orders';
import { orderTotals } from '../../common/policy';
import type { z } from 'zod';
import { products } from '../catalog/schema';
import type { Db, Queryable } from '../db/client';
import { AppError, notFound } from '../http/errors';
import { readShopPolicy } from '../shop/policy';
import { orderItems, orders, orderStatusHistory } from './schema';
import { recordDiscountUse, redeemDiscount, releaseDiscount, retakeDiscount } from '../discounts/queries'; // discount codes (issue 25)

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type HistoryRow = typeof orderStatusHistory.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type PlaceOrder = z.output<typeof placeOrderSchema>;

/** Lines for the same product, size and colour are one line. */
export function mergeLines(items: PlaceOrder['items']) {
  const merged = new Map<string, PlaceOrder['items'][number]>();
  for (const item of items) {
    const key = `${item.id}|${item.size}|${item.color}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + item.quantity } : { ...item });
  }
  return [...merged.values()];
}

export type PlacedOrder = { order: Order; created: boolean };

type NewOrderRow = Required<
  Omit<
    typeof orders.$inferInsert,
    'trackingNumber' | 'carrier' | 'shippedAt' | 'deliveredAt' | 'estimatedDelivery' | 'paymentStatus' | 'paidAt' | 'confirmedWithCustomerAt' | 'returnKind' | 'returnedAt'
  >
>;
type NewItemRow = Required<Omit<typeof orderItems.$inferInsert, 'id'>>;
const placeholders = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as Record<K, Placeholder<K>>;
const NEW_ORDER_COLUMNS = [
  'orderRef',
  'userId',
  'customerName',
  'customerEmail',
  'customerPhone',
  'customerPhoneKey',
  'customerAddress',
  'customerCity',
  'customerZip',
  'customerCountry',
  'subtotal',
  'shippingCost',
  'discount', // discount codes (issue 25)
  'discountCode', // discount codes (issue 25)
  'total',
  'status',
  'paymentMethod',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof NewOrderRow)[];
const NEW_ITEM_COLUMNS = ['orderRef', 'productId', 'title', 'size', 'color', 'quantity', 'unitPrice'] as const satisfies readonly (keyof NewItemRow)[];

/**
 * The statements of order placement, built once per database. Building a query with drizzle costs
 * about 20 times what SQLite then spends running it (measured for bench/orders.ts), and an order
 * runs about ten of them.
 */
function prepareOrderStatements(db: Db) {
  const orderByRef = db.select().from(orders).where(eq(orders.orderRef, sql.placeholder('orderRef'))).prepare();
  const product = db.select().from(products).where(eq(products.id, sql.placeholder('id'))).prepare();
  // Taken only when enough is left: the check and the decrement are one statement.
  const takeStock = db
    .update(products)
    .set({ stock: sql`${products.stock} - ${sql.placeholder('quantity')}`, updatedAt: sql`${sql.placeholder('nowMs')}` })
    .where(and(eq(products.id, sql.placeholder('id')), sql`${products.stock} >= ${sql.placeholder('quantity')}`))
    .prepare();
  const giveBackStock = db
    .update(products)
    .set({ stock: sql`${products.stock} + ${sql.placeholder('quantity')}`, updatedAt: sql`${sql.placeholder('nowMs')}` })
    .where(eq(products.id, sql.placeholder('id')))
    .prepare();
  const insertOrder = db.insert(orders).values(placeholders(NEW_ORDER_COLUMNS)).returning().prepare();
  const insertItem = db.insert(orderItems).values(placeholders(NEW_ITEM_COLUMNS)).returning().prepare();
  const insertHistory = db.insert(orderStatusHistory).values(placeholders(['orderRef', 'status', 'at'] as const)).returning().prepare();
  return {
    orderByRef: (orderRef: string): OrderRow | undefined => orderByRef.get({ orderRef }),
    product: (id: string): ProductRow | undefined => product.get({ id }),
    // updated_at holds milliseconds, as drizzle writes a timestamp_ms column.
    takeStock: (id: string, quantity: number, now: Date): boolean => takeStock.run({ id, quantity, nowMs: now.getTime() }).changes > 0,
    giveBackStock: (id: string, quantity: number, now: Date): void => void giveBackStock.run({ id, quantity, nowMs: now.getTime() }),
    insertOrder: (row: NewOrderRow): OrderRow => insertOrder.get(row),
    insertItem: (row: NewItemRow): ItemRow => insertItem.get(row),
    insertHistory: (row: Omit<HistoryRow, 'id'>): HistoryRow => insertHistory.get(row),
  };
}
const preparedFor = new WeakMap<Db, ReturnType<typeof prepareOrderStatements>>();
function orderStatements(db: Db) {
  let prepared = preparedFor.get(db);
  if (!prepared) {
    prepared = prepareOrderStatements(db);
    preparedFor.set(db, prepared);
  }
  return prepared;
}

/**
 * Places an order at the shop's own prices. Everything happens in one transaction: stock is taken
 * with a conditional update, so two shoppers can never both buy the last shirt, and a short line
 * undoes the whole order. The same orderRef placed again returns the first order unchanged.
 */
export function placeOrder(db: Db, request: PlaceOrder, userId: string | null, now: Date): PlacedOrder {
  const statements = orderStatements(db);
  // The prepared statements run on the same connection, so inside this transaction.
  return db.transaction((tx) => {
    if (request.orderRef) {
      const existing = statements.orderByRef(request.orderRef);
      if (existing) {
        // A reference is not a secret: only its owner's e-mail gets the order back.
        if (existing.customerEmail !== request.customer.email) throw new AppError('ORDER_REF_TAKEN', 'This order reference is already in use. Please try again.');
        return { order: toApiOrder(tx, existing), created: false };
      }
    }
    const policy = readShopPolicy(tx);
    if (!policy.paymentMethods.includes(request.paymentMethod)) {
      throw new AppError('PAYMENT_METHOD_UNAVAILABLE', request.paymentMethod === 'bank' ? 'Bank transfer is not available at the moment. Please choose cash on delivery.' : 'Cash on delivery is not available at the moment. Please choose bank transfer.');
    }
    const priced = mergeLines(request.items).map((line) => {
      const product = statements.product(line.id);
      const unavailable = { productId: line.id, size: line.size, color: line.color, available: 0 } satisfies OrderLineProblem;
      if (!product) throw new AppError('PRODUCT_UNAVAILABLE', `A product in your cart is no longer sold (${line.id}). Please remove it.`, unavailable);
      if (!product.sizes.includes(line.size)) throw new AppError('PRODUCT_UNAVAILABLE', `${product.title} is not made in size ${line.size}`, unavailable);
      if (!product.colors.includes(line.color)) throw new AppError('PRODUCT_UNAVAILABLE', `${product.title} is not made in ${line.color}`, unavailable);
      return { product, line };
    });
    for (const { product, line } of priced) {
      if (!statements.takeStock(product.id, line.quantity, now)) {
        const left = statements.product(product.id)?.stock ?? 0;
        const details = { productId: product.id, size: line.size, color: line.color, available: left } satisfies OrderLineProblem;
        throw new AppError('OUT_OF_STOCK', left > 0 ? `Only ${left} of ${product.title} left in stock. Please lower the quantity.` : `${product.title} is out of stock. Please remove it from your cart.`, details);
      }
    }
    // discount codes (issue 25): priced and checked against its limits here, inside the order's transaction.
    const redeemed = request.discountCode ? redeemDiscount(tx, { code: request.discountCode, lines: priced.map(({ product, line }) => ({ productId: product.id, unitPrice: product.price, quantity: line.quantity })), customer: { ...request.customer, userId }, policy, now }) : undefined;
    const totals = orderTotals(
      priced.map(({ product, line }) => ({ unitPrice: product.price, quantity: line.quantity })),
      policy,
      redeemed?.discount, // discount codes (issue 25)
    );
    let orderRef = request.orderRef;
    while (!orderRef || (orderRef !== request.orderRef && statements.orderByRef(orderRef))) orderRef = newOrderRef();
    const { customer } = request;
    // RETURNING hands back the stored rows, so the answer needs no second read.
    const row = statements.insertOrder({
      orderRef,
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
      discount: totals.discount, // discount codes (issue 25)
      discountCode: redeemed?.code ?? null, // discount codes (issue 25)
      total: totals.total,
      status: 'pending',
      paymentMethod: request.paymentMethod,
      createdAt: now,
      updatedAt: now,
    });
    const items = priced.map(({ product, line }) =>
      statements.insertItem({ orderRef, productId: product.id, title: product.title, size: line.size, color: line.color, quantity: line.quantity, unitPrice: product.price }),
    );
    const history = [statements.insertHistory({ orderRef, status: 'pending', at: now })];
    if (redeemed) recordDiscountUse(tx, orderRef, redeemed, { ...customer, userId }); // discount codes (issue 25)
    return { order: shapeOrder(row, items, history), created: true };
  });
}

/** The order only when reference and e-mail both match; anything else looks the same as unknown. */
export function trackOrder(db: Db, orderRef: string, email: string): Order | undefined {
  const row = db
    .select()
    .from(orders)
    .where(and(eq(orders.orderRef, orderRef), eq(orders.customerEmail, email)))
    .get();
  return row ? toApiOrder(db, row) : undefined;
}

/** One shopper's orders, newest first (My orders). */
export function listShopperOrders(db: Db, userId: string): Order[] {
  // Orders placed in the same millisecond keep the order they were written in.
  const rows = db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(sql`rowid`)).all();
  return toApiOrders(db, rows);
}

/** LIKE treats % and _ as wildcards; the owner typing them means the characters themselves. */
const contains = (column: SQLWrapper, text: string) => sql`${column} like ${`%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} escape '\\'`;
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
      or(contains(orders.orderRef, word), contains(orders.customerName, word), contains(orders.customerEmail, word), contains(orders.customerCity, word), contains(orders.customerPhoneKey, key))!,
    );
  }
  const found = indexed.length ? [sql`${orders}.rowid in (select rowid from orders_fts where orders_fts match ${indexed.join(' AND ')})`] : [];
  return [...found, ...scanned];
}

/** The owner's filters as one condition; each part but short search words is served by an index (schema.ts, orders_fts). */
function filterCondition(filters: OrderFilters): SQL | undefined {
  const text = filters.q?.trim();
  const parts: (SQL | undefined)[] = [
    filters.status && eq(orders.status, filters.status),
    filters.paymentMethod && eq(orders.paymentMethod, filters.paymentMethod),
    filters.payment && eq(orders.paymentStatus, filters.payment),
    filters.returned === 'yes' ? isNotNull(orders.returnKind) : filters.returned === 'no' ? isNull(orders.returnKind) : undefined,
    filters.from ? gte(orders.createdAt, startOfPakistanDay(filters.from)) : undefined,
    // 'to' takes in the whole of that day.
    filters.to ? lt(orders.createdAt, new Date(startOfPakistanDay(filters.to).getTime() + 24 * 60 * 60 * 1000)) : undefined,
    filters.refs ? inArray(orders.orderRef, filters.refs) : undefined,
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
  return toAdminOrders(db, db.select().from(orders).where(filterCondition(filters)).orderBy(...newestFirst).all());
}

/** An order holds its pieces until it is cancelled or its parcel comes back. */
const holdsStock = (row: Pick<OrderRow, 'status' | 'returnKind'>) => row.status !== 'cancelled' && row.returnKind === null;

/**
 * Gives an order's pieces back to stock, or takes them again, with the statements order placement
 * uses. Taking refuses when stock is short; a product deleted since has nothing to give or take.
 */
function moveStock(db: Db, orderRef: string, direction: 'restore' | 'take', now: Date) {
  // The prepared statements run on the same connection, so inside the caller's transaction.
  const statements = orderStatements(db);
  for (const item of db.select().from(orderItems).where(eq(orderItems.orderRef, orderRef)).all()) {
    if (direction === 'restore') {
      statements.giveBackStock(item.productId, item.quantity, now);
      continue;
    }
    if (statements.takeStock(item.productId, item.quantity, now)) continue;
    const product = statements.product(item.productId);
    if (product) {
      throw new AppError('OUT_OF_STOCK', `Only ${product.stock} of ${item.title} left in stock, and this order needs ${item.quantity}. Restock it first, or leave the order as it is.`);
    }
  }
}

/** Runs a change to one order with its stock kept right: pieces go back or are taken again as the order starts or stops holding them. */
function changeOrder(db: Db, orderRef: string, now: Date, change: (current: OrderRow, tx: Queryable) => Partial<typeof orders.$inferInsert>): AdminOrder {
  return db.transaction((tx) => {
    const current = tx.select().from(orders).where(eq(orders.orderRef, orderRef)).get();
    if (!current) throw notFound('Order not found');
    const values = change(current, tx);
    const next = { ...current, ...values } as OrderRow;
    if (holdsStock(current) && !holdsStock(next)) moveStock(db, orderRef, 'restore', now);
    if (!holdsStock(current) && holdsStock(next)) moveStock(db, orderRef, 'take', now);
    if (holdsStock(current) && !holdsStock(next)) releaseDiscount(tx, orderRef, now); // discount codes (issue 25)
    if (!holdsStock(current) && holdsStock(next)) retakeDiscount(tx, orderRef); // discount codes (issue 25)
    tx.update(orders)
      .set({ ...values, updatedAt: now })
      .where(eq(orders.orderRef, orderRef))
      .run();
    return toAdminOrders(tx, [tx.select().from(orders).where(eq(orders.orderRef, orderRef)).get()!])[0]!;
  });
}

/**
 * Sets an order's status; any status may follow any other (docs/product.md §4). Cancelling gives the stock
 * back and leaving 'cancelled' takes it again, in the same transaction as the change.
 */
export function updateOrderStatus(db: Db, orderRef: string, change: StatusUpdate, now: Date): AdminOrder {
  return changeOrder(db, orderRef, now, (current, tx) => {
    if (change.status !== current.status) tx.insert(orderStatusHistory).values({ orderRef, status: change.status, at: now }).run();
    return {
      status: change.status,
      ...(change.trackingNumber !== undefined && { trackingNumber: change.trackingNumber || null }),
      ...(change.carrier !== undefined && { carrier: change.carrier || null }),
      ...(change.estimatedDelivery !== undefined && { estimatedDelivery: change.estimatedDelivery === null ? null : middayUtc(change.estimatedDelivery) }),
      ...(change.status === 'shipped' && !current.shippedAt && { shippedAt: now }),
      ...(change.status === 'delivered' && !current.deliveredAt && { deliveredAt: now }),
    };
  });
}

/** Records the cash as received or the transfer as checked, or takes that back; the status stays as it is. */
export function recordPayment(db: Db, orderRef: string, payment: PaymentState, now: Date): AdminOrder {
  return changeOrder(db, orderRef, now, (current) => ({
    paymentStatus: payment,
    paidAt: payment === 'paid' ? (current.paidAt ?? now) : null,
  }));
}

/** The owner confirmed the order with the customer; a pending order becomes confirmed (docs/product.md §4). */
export function recordConfirmation(db: Db, orderRef: string, confirmed: boolean, now: Date): AdminOrder {
  return changeOrder(db, orderRef, now, (current, tx) => {
    if (!confirmed) return { confirmedWithCustomerAt: null };
    const confirming = current.status === 'pending';
    if (confirming) tx.insert(orderStatusHistory).values({ orderRef, status: 'confirmed', at: now }).run();
    return { confirmedWithCustomerAt: current.confirmedWithCustomerAt ?? now, ...(confirming && { status: 'confirmed' as const }) };
  });
}

/**
 * A parcel that came back (refused at the door or returned): its pieces go back to stock once, and
 * it counts apart from sales. Only a parcel that left the shop can come back; null undoes a mistake.
 */
export function recordReturn(db: Db, orderRef: string, kind: ParcelReturn | null, now: Date): AdminOrder {
  return changeOrder(db, orderRef, now, (current) => {
    if (kind === null) return { returnKind: null, returnedAt: null };
    if (!leftTheShop(current)) {
      throw new AppError('CONFLICT', 'Only a parcel that was shipped can come back. An order that never left can be cancelled instead.');
    }
    return { returnKind: kind, returnedAt: current.returnKind === kind && current.returnedAt ? current.returnedAt : now };
  });
}

/** Deletes an order; an order that still held its pieces and never went out gives them back. */
export function deleteOrder(db: Db, orderRef: string, now: Date): void {
  db.transaction((tx) => {
    const current = tx.select().from(orders).where(eq(orders.orderRef, orderRef)).get();
    if (!current) throw notFound('Order not found');
    // Pieces of a shipped or delivered order are with the customer, not on the shelf.
    const leftTheShop = current.status === 'shipped' || current.status === 'delivered';
    if (holdsStock(current) && !leftTheShop) moveStock(db, orderRef, 'restore', now);
    tx.delete(orders).where(eq(orders.orderRef, orderRef)).run();
  });
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
/** A calendar day kept as its midday in UTC, so it reads as the same day in Pakistan and anywhere else. */
const middayUtc = (day: string) => new Date(`${day}T12:00:00.000Z`);

function toApiOrder(db: Queryable, row: OrderRow): Order {
  return toApiOrders(db, [row])[0]!;
}

/** SQLite takes a bounded number of parameters per statement; lines are fetched this many orders at a time. */
const ORDERS_PER_QUERY = 500;

/** Orders as the owner sees them: with the customer's earlier refusals counted in one query per few hundred orders. */
function toAdminOrders(db: Queryable, rows: OrderRow[]): AdminOrder[] {
  const refusedByPhone = new Map<string, number>();
  const keys = [...new Set(rows.map((row) => row.customerPhoneKey))];
  for (let start = 0; start < keys.length; start += ORDERS_PER_QUERY) {
    const found = db
      .select({ key: orders.customerPhoneKey, refused: count() })
      .from(orders)
      .where(and(eq(orders.returnKind, 'refused'), inArray(orders.customerPhoneKey, keys.slice(start, start + ORDERS_PER_QUERY))))
      .groupBy(orders.customerPhoneKey)
      .all();
    for (const { key, refused } of found) refusedByPhone.set(key, refused);
  }
  return toApiOrders(db, rows).map((order, index) => {
    const row = rows[index]!;
    const refused = refusedByPhone.get(row.customerPhoneKey) ?? 0;
    return {
      ...order,
      confirmedWithCustomerAt: iso(row.confirmedWithCustomerAt),
      parcelReturn: row.returnKind && row.returnedAt ? { kind: row.returnKind, at: row.returnedAt.toISOString() } : null,
      // Other orders only: this one's own refusal is shown as its return.
      refusedBefore: refused - (row.returnKind === 'refused' ? 1 : 0),
    };
  });
}

/** Orders with their lines and history, read in a few queries however many orders there are. */
function toApiOrders(db: Queryable, rows: OrderRow[]): Order[] {
  const itemsByOrder = new Map<string, ItemRow[]>();
  const historyByOrder = new Map<string, HistoryRow[]>();
  const add = <T extends { orderRef: string }>(groups: Map<string, T[]>, entry: T) => {
    const group = groups.get(entry.orderRef);
    if (group) group.push(entry);
    else groups.set(entry.orderRef, [entry]);
  };
  for (let start = 0; start < rows.length; start += ORDERS_PER_QUERY) {
    const refs = rows.slice(start, start + ORDERS_PER_QUERY).map((row) => row.orderRef);
    for (const item of db.select().from(orderItems).where(inArray(orderItems.orderRef, refs)).orderBy(orderItems.id).all()) add(itemsByOrder, item);
    for (const entry of db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderRef, refs)).orderBy(orderStatusHistory.id).all()) add(historyByOrder, entry);
  }
  return rows.map((row) => shapeOrder(row, itemsByOrder.get(row.orderRef) ?? [], historyByOrder.get(row.orderRef) ?? []));
}

/** The API's order (docs/product.md §3) from its stored rows; lines and history in the order they were written. */
function shapeOrder(row: OrderRow, items: ItemRow[], history: HistoryRow[]): Order {
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
      productId: item.productId,
      title: item.title,
      price: item.unitPrice,
      size: item.size,
      color: item.color,
      quantity: item.quantity,
    })),
    subtotal: row.subtotal,
    shippingCost: row.shippingCost,
    discount: row.discount,
    discountCode: row.discountCode, // discount codes (issue 25)
    total: row.total,
    status: row.status,
    paymentMethod: row.paymentMethod,
    createdAt: row.createdAt.toISOString(),
    statusHistory: history.map((entry) => ({ status: entry.status, timestamp: entry.at.toISOString() })),
    tracking: {
      trackingNumber: row.trackingNumber,
      carrier: row.carrier,
      shippedAt: iso(row.shippedAt),
      deliveredAt: iso(row.deliveredAt),
      estimatedDelivery: iso(row.estimatedDelivery),
    },
    payment: { status: row.paymentStatus, paidAt: iso(row.paidAt) },
  };
}
