import { sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Owner-editable settings as JSON values by key; 'policy' holds the shop policy (common/policy.ts). */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).notNull(),
});
