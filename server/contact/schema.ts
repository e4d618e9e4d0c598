import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Messages from the contact form, kept for the owner to read in the admin app. */
export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);
