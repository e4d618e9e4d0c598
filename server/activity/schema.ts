import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Who changed what, when, and the values before and after (issue 37). Written in the transaction of
 * the change it records; the app has no way to edit or delete a row (docs/architecture.md, Staff).
 * The staff member's name is kept as it was, so the log still reads right after a rename.
 */
export const activityLog = sqliteTable(
  'activity_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    // No foreign key: history outlives the account and the order it names.
    staffId: integer('staff_id'),
    staffName: text('staff_name').notNull(),
    /** What kind of change: 'order.status', 'product.save', 'staff.disable', … (common/activity.ts). */
    kind: text('kind').notNull(),
    orderRef: text('order_ref'),
    productId: text('product_id'),
    /** What else it names (a discount code, a staff username, a backup). */
    subject: text('subject'),
    summary: text('summary').notNull(),
    /** JSON of the fields that changed, as they were and as they became. */
    before: text('before'),
    after: text('after'),
  },
  (table) => [
    index('activity_at_idx').on(table.at),
    index('activity_order_idx').on(table.orderRef),
    index('activity_product_idx').on(table.productId),
    index('activity_staff_idx').on(table.staffId),
  ],
);
