import { desc } from 'drizzle-orm';
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
    .map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString(), sentAt: mail.sentAt?.toISOString() ?? null }));
}
