import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { SizeChartRow } from '../../common/sizeCharts';

/**
 * The owner's men's size charts (common/sizeCharts.ts), one per category; category '' is the chart for
 * all shirts. No row: the shop shows DEFAULT_SIZE_CHART. A table rather than a settings key, so a chart
 * per category is one row to read or replace.
 */
export const sizeCharts = sqliteTable('size_charts', {
  category: text('category').primaryKey(),
  rows: text('rows', { mode: 'json' }).$type<SizeChartRow[]>().notNull(),
  updatedAt: text('updated_at').notNull(),
});
