import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * What the owner knows of a customer as a person, by phone number (the stored form, common/phone.ts):
 * guests have no account, so the number is what the shop knows them by (docs/product.md, Customers).
 */
export const customerNotes = sqliteTable('customer_notes', {
  phoneKey: text('phone_key').primaryKey(),
  note: text('note').notNull().default(''),
  /** New orders from this number are flagged: call to confirm before packing. */
  confirmByCall: integer('confirm_by_call', { mode: 'boolean' }).notNull().default(false),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});
