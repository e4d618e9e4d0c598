import { integer, sqliteTable } from 'drizzle-orm/sqlite-core';

/** The owner's rules for staff (issue 37): one row, id 1. */
export const staffRules = sqliteTable('staff_rules', {
  id: integer('id').primaryKey(),
  /** The largest refund (whole rupees) an Order desk account may record at once. */
  orderDeskRefundLimit: integer('order_desk_refund_limit').notNull().default(0),
});
