import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BUYERS_PAGE_SIZE,
  type Buyer,
  type BuyerDetails,
  type buyerListQuerySchema,
  type buyerNoteSchema,
} from '../../common/customers';
import { phoneKey } from '../../common/phone';
import { isSale } from '../orders/sales';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { customerNotes, orders } from '../orders/schema';

/*
 * Customers as people (docs/product.md, Customers): everyone who ordered, guests too, grouped by
 * the phone key every order keeps (orders_phone_key_idx), with the owner's note and mark.
 */

const likeAny = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The numbers with an order whose name, e-mail or phone matches the search: the whole person is shown, not only the matching orders. */
function matchingNumbers(search: string): SQL | undefined {
  if (!search) return undefined;
  const text = likeAny(search);
  const phone = likeAny(phoneKey(search));
  return sql`${orders.customerPhoneKey} in (select customer_phone_key from orders where lower(customer_name) like ${text} escape '\\' or customer_email like ${text} escape '\\' or customer_phone_key like ${phone} escape '\\')`;
}

const person = {
  phone: orders.customerPhoneKey,
  name: sql<string>`(select o.customer_name from orders o where o.customer_phone_key = ${orders.customerPhoneKey} order by o.created_at desc limit 1)`,
  emails: sql<string>`group_concat(distinct ${orders.customerEmail})`,
  orderCount: sql<number>`count(*)`,
  spent: sql<number>`coalesce(sum(case when ${isSale} then ${orders.total} end), 0)`,
  refused: sql<number>`coalesce(sum(${orders.returnKind} = 'refused'), 0)`,
  lastOrderAt: sql<number>`max(${orders.createdAt})`,
  note: sql<string | null>`${customerNotes.note}`,
  confirmByCall: sql<number | null>`${customerNotes.confirmByCall}`,
};
type PersonRow = { [K in keyof typeof person]: (typeof person)[K] extends SQL<infer T> ? T : string };

const toBuyer = (row: PersonRow): Buyer => ({
  phone: row.phone,
  name: row.name,
  emails: row.emails ? row.emails.split(',').filter(Boolean) : [],
  orderCount: row.orderCount,
  spent: row.spent,
  refused: row.refused,
  lastOrderAt: new Date(row.lastOrderAt).toISOString(),
  note: row.note ?? '',
  confirmByCall: Boolean(row.confirmByCall),
});

const people = (db: Db, where: SQL | undefined) =>
  db
    .select(person)
    .from(orders)
    .leftJoin(customerNotes, eq(customerNotes.phoneKey, orders.customerPhoneKey))
    .where(and(sql`${orders.customerPhoneKey} <> ''`, where))
    .groupBy(orders.customerPhoneKey);

/** A page of customers, the most recent buyer first. */
export function listBuyers(db: Db, query: z.output<typeof buyerListQuerySchema>) {
  const where = matchingNumbers(query.search);
  const total = db
    .select({ total: sql<number>`count(distinct ${orders.customerPhoneKey})` })
    .from(orders)
    .where(and(sql`${orders.customerPhoneKey} <> ''`, where))
    .get()!.total;
  const rows = people(db, where)
    .orderBy(desc(sql`max(${orders.createdAt})`), orders.customerPhoneKey)
    .limit(BUYERS_PAGE_SIZE)
    .offset((query.page - 1) * BUYERS_PAGE_SIZE)
    .all() as PersonRow[];
  return {
    data: rows.map(toBuyer),
    total,
    page: query.page,
    limit: BUYERS_PAGE_SIZE,
    totalPages: Math.max(1, Math.ceil(total / BUYERS_PAGE_SIZE)),
  };
}

/** One customer with their orders, newest first. A number with a note but no order yet shows the note. */
export function buyerDetails(db: Db, phone: string): BuyerDetails {
  const row = people(db, eq(orders.customerPhoneKey, phone)).get() as PersonRow | undefined;
  const noted = db.select().from(customerNotes).where(eq(customerNotes.phoneKey, phone)).get();
  if (!row && !noted) throw notFound('No orders from this number yet.');
  const buyer = row
    ? toBuyer(row)
    : {
        phone,
        name: '',
        emails: [],
        orderCount: 0,
        spent: 0,
        refused: 0,
        lastOrderAt: noted!.updatedAt.toISOString(),
        note: noted!.note,
        confirmByCall: noted!.confirmByCall,
      };
  const placed = db
    .select({
      orderRef: orders.orderRef,
      createdAt: orders.createdAt,
      status: orders.status,
      total: orders.total,
      returnKind: orders.returnKind,
    })
    .from(orders)
    .where(eq(orders.customerPhoneKey, phone))
    .orderBy(desc(orders.createdAt))
    .all();
  return { ...buyer, orders: placed.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })) };
}

/** The owner's note and "confirm by call first" mark for a number; saved whole. */
export function saveBuyerNote(db: Db, phone: string, note: z.output<typeof buyerNoteSchema>, now: Date): BuyerDetails {
  db.insert(customerNotes)
    .values({ phoneKey: phone, ...note, updatedAt: now })
    .onConflictDoUpdate({ target: customerNotes.phoneKey, set: { ...note, updatedAt: now } })
    .run();
  return buyerDetails(db, phone);
}
