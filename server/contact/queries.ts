import { count, desc, eq, sql } from 'drizzle-orm';
import { MESSAGES_PER_PAGE, type ContactMessage, type KeptMessage } from '../../common/contact';
import { canonicalPhone } from '../../common/phone';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { contactMessages } from './schema';

/** Keeps a shopper's message for the owner to read in the admin app (docs/architecture.md, Contact form). */
export function keepContactMessage(db: Db, message: ContactMessage, now: Date) {
  db.insert(contactMessages)
    .values({ ...message, createdAt: now })
    .run();
}

/**
 * Where a number the owner can answer on by WhatsApp may be: the account's phone under the sender's
 * e-mail (free text), and the phone of the newest order placed with it. Both are looked up by index.
 */
// Written out in full: drizzle leaves the table off a column of a one-table query, which would make
// 'email' below mean the users' own column.
const accountPhone = sql<
  string | null
>`(select u.phone from users u where lower(u.email) = lower(contact_messages.email))`;
const orderPhone = sql<
  string | null
>`(select o.customer_phone from orders o where o.customer_email = lower(contact_messages.email) order by o.created_at desc limit 1)`;

/** The first of them that is a Pakistani number, so the wa.me link made from it reaches someone. */
const answerablePhone = (...phones: (string | null)[]) =>
  phones.map((phone) => phone && canonicalPhone(phone)).find((phone) => phone) ?? null;

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  readAt: contactMessages.readAt,
  accountPhone,
  orderPhone,
};

type Row = Omit<KeptMessage, 'createdAt' | 'readAt' | 'phone'> & {
  createdAt: Date;
  readAt: Date | null;
  accountPhone: string | null;
  orderPhone: string | null;
};
const toKept = ({ accountPhone, orderPhone, ...row }: Row): KeptMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  phone: answerablePhone(accountPhone, orderPhone),
});

/** Newest first, a page at a time, with how many the owner has not read yet. */
export function listMessages(db: Db, page: number) {
  const { total, unread } = db
    .select({ total: count(), unread: sql<number>`coalesce(sum(${contactMessages.readAt} is null), 0)` })
    .from(contactMessages)
    .get()!;
  const rows = db
    .select(columns)
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(MESSAGES_PER_PAGE)
    .offset((page - 1) * MESSAGES_PER_PAGE)
    .all();
  return {
    data: rows.map(toKept),
    total,
    unread,
    page,
    limit: MESSAGES_PER_PAGE,
    totalPages: Math.max(1, Math.ceil(total / MESSAGES_PER_PAGE)),
  };
}

function messageId(id: string): number {
  const number = Number(id);
  if (!Number.isSafeInteger(number) || number < 1) throw notFound('Message not found');
  return number;
}

/** Marks a message read (keeping the first time it was read) or unread again. */
export function markMessage(db: Db, id: string, read: boolean, now: Date): KeptMessage {
  const key = messageId(id);
  const changed = db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, ${now.getTime()})` : null })
    .where(eq(contactMessages.id, key))
    .run();
  if (changed.changes === 0) throw notFound('Message not found');
  return toKept(db.select(columns).from(contactMessages).where(eq(contactMessages.id, key)).get()!);
}

export function deleteMessage(db: Db, id: string) {
  if (
    db
      .delete(contactMessages)
      .where(eq(contactMessages.id, messageId(id)))
      .run().changes === 0
  )
    throw notFound('Message not found');
}
