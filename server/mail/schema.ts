import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Every e-mail the shop writes. With SMTP configured it is sent and marked; without, it stays here
 * as the outbox the owner reads in the admin app (docs/architecture.md, Forgot password).
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    error: text('error'),
    /** Failed tries so far; past the last retry (mailer.ts RETRY_AFTER_MINUTES) the owner sends it again by hand. */
    attempts: integer('attempts').notNull().default(0),
    /** When the outbox sweep hands it to the mail server; null: nothing planned (sent, kept without a server, or given up). */
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }),
  },
  // By address: an order's confirmation mail to an address never written to before is limited (http/rateLimit.ts).
  (table) => [
    index('outbox_created_idx').on(table.createdAt),
    index('outbox_to_idx').on(table.to),
    index('outbox_due_idx').on(table.nextAttemptAt),
  ],
);
