import { stringify } from 'csv-stringify/sync';
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ActivityEntry, ActivityKind, ActivityQuery } from '../../common/activity';
import { ACTIVITY_KINDS, activityQuerySchema } from '../../common/activity';
import { SHOP_UTC_OFFSET_MINUTES } from '../../common/analytics';
import { startOfPakistanDay } from '../../common/orders';
import { spreadsheetText } from '../../common/text';
import type { Db } from '../db/client';
import { activityLog } from './schema';
import { activitySentence } from './sentences';

type Row = typeof activityLog.$inferSelect;
const parseJson = (text: string | null) => (text ? (JSON.parse(text) as Record<string, unknown>) : null);

const toEntry = (row: Row): ActivityEntry => {
  const before = parseJson(row.before);
  const after = parseJson(row.after);
  const kind = row.kind as ActivityKind;
  return {
    id: row.id,
    at: row.at.toISOString(),
    staffId: row.staffId,
    staffName: row.staffName,
    kind,
    orderRef: row.orderRef,
    productId: row.productId,
    subject: row.subject,
    summary: row.summary,
    sentence: activitySentence({ kind, subject: row.subject, summary: row.summary, before, after }),
    before,
    after,
  };
};

/**
 * Every cancellation is an order cancelled (decision 0134): a bulk cancel is recorded as such, but Cancel
 * Order, a status moved to Cancelled and the shopper's own cancel are status changes whose after says so.
 */
const kindIs = (kind: ActivityKind): SQL =>
  kind === 'order.cancel'
    ? or(eq(activityLog.kind, kind), sql`json_extract(${activityLog.after}, '$.status') = 'cancelled'`)!
    : eq(activityLog.kind, kind);

const DAY_MS = 24 * 60 * 60 * 1000;

function filters(query: ActivityQuery): SQL | undefined {
  const parsed = activityQuerySchema.parse(query);
  const where: SQL[] = [];
  if (parsed.staffId) where.push(eq(activityLog.staffId, parsed.staffId));
  if (parsed.orderRef) where.push(eq(activityLog.orderRef, parsed.orderRef.toUpperCase()));
  if (parsed.productId) where.push(eq(activityLog.productId, parsed.productId));
  if (parsed.kind) where.push(kindIs(parsed.kind));
  if (parsed.from) where.push(gte(activityLog.at, startOfPakistanDay(parsed.from)));
  if (parsed.to) where.push(lt(activityLog.at, new Date(startOfPakistanDay(parsed.to).getTime() + DAY_MS)));
  return where.length ? and(...where) : undefined;
}

/** Newest first, a page at a time. */
export function listActivity(db: Db, query: ActivityQuery) {
  const { page, limit } = activityQuerySchema.parse(query);
  const where = filters(query);
  const total = db.select({ n: count() }).from(activityLog).where(where).get()!.n;
  const rows = db
    .select()
    .from(activityLog)
    .where(where)
    .orderBy(desc(activityLog.id))
    .limit(limit)
    .offset((page - 1) * limit)
    .all();
  return { entries: rows.map(toEntry), total, page, limit };
}

/** Everything recorded about one order or one product, newest first. */
export function activityOf(db: Db, about: { orderRef: string } | { productId: string }): ActivityEntry[] {
  const where =
    'orderRef' in about ? eq(activityLog.orderRef, about.orderRef) : eq(activityLog.productId, about.productId);
  return db.select().from(activityLog).where(where).orderBy(desc(activityLog.id)).all().map(toEntry);
}

/** A moment as the shop's clock reads it, for a spreadsheet: '2026-11-30 02:34:51' in Pakistan time (UTC+5). */
const shopClock = (at: Date) =>
  new Date(at.getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The filtered log as CSV for the owner's spreadsheet, oldest first: the time in Pakistan, as the screen
 * shows it, the kind in words and the screen's sentence; the fields before and after stay for the record.
 */
export function activityCsv(db: Db, query: ActivityQuery): string {
  const rows = db.select().from(activityLog).where(filters(query)).orderBy(activityLog.id).all();
  return stringify([
    ['When (Pakistan time)', 'Who', 'Kind', 'Order', 'Product', 'About', 'What', 'Before', 'After'],
    ...rows.map((row) => {
      const entry = toEntry(row);
      return [
        shopClock(row.at),
        row.staffName,
        ACTIVITY_KINDS[entry.kind] ?? row.kind,
        row.orderRef ?? '',
        row.productId ?? '',
        row.subject ?? '',
        entry.sentence,
        row.before ?? '',
        row.after ?? '',
      ].map(spreadsheetText);
    }),
  ]);
}
