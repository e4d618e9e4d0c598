import { sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The owner's shop settings as JSON values by key: 'policy' holds the shop policy (common/policy.ts),
 * 'assistant.modelKey' the assistant's key. Not the desktop app's settings file (server/desktop/). The SQL table
 * keeps its first name, 'settings', so that no migration is needed for the clearer name here.
 */
export const shopSettings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).notNull(),
});
