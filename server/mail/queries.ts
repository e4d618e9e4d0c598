import { desc, eq } from 'drizzle-orm';
import type { OutboxMail } from '../../common/admin';
import type { Db } from '../db/client';
import { outbox } from './schema';

/** The newest mails the shop wrote, for the owner to read (docs/architecture.md, Forgot password). */
export function listOutbox(db: Db, limit = 200): OutboxMail[] {
  return db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.id))
    .limit(limit)
    .all()
    .map((mail) => ({
      ...mail,
      createdAt: mail.createdAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
      nextAttemptAt: mail.nextAttemptAt?.toISOString() ?? null,
    }));
}

/** Whether the shop has written to this address (as checkout writes it: lower case) before; its outbox keeps every mail. */
export function hasMailedBefore(db: Db, email: string): boolean {
  return db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, email)).limit(1).get() !== undefined;
}
