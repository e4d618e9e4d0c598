import { eq } from 'drizzle-orm';
import { ALL_SHIRTS, DEFAULT_SIZE_CHART, type SizeChart, type SizeChartRow } from '../../common/sizeCharts';
import type { Db } from '../db/client';
import { sizeCharts } from './schema';

const chartOf = (row: typeof sizeCharts.$inferSelect): SizeChart => ({
  category: row.category,
  rows: row.rows,
  saved: true,
});

/** Every saved chart, the one for all shirts first (the defaults while the owner has saved none). */
export function listSizeCharts(db: Db): SizeChart[] {
  const saved = db.select().from(sizeCharts).all().map(chartOf);
  const all = saved.find((chart) => chart.category === ALL_SHIRTS) ?? {
    category: ALL_SHIRTS,
    rows: DEFAULT_SIZE_CHART,
    saved: false,
  };
  const others = saved
    .filter((chart) => chart.category !== ALL_SHIRTS)
    .sort((a, b) => a.category.localeCompare(b.category));
  return [all, ...others];
}

/**
 * The chart a shirt in these categories shows: that of its first category with one of its own (in any
 * case: 'kurta' finds 'Kurta'), else the one for all shirts.
 */
export function sizeChartFor(db: Db, categories: readonly string[]): SizeChart {
  const [all, ...others] = listSizeCharts(db);
  for (const category of categories) {
    const own = others.find((chart) => chart.category.toLowerCase() === category.trim().toLowerCase());
    if (own) return own;
  }
  return all!;
}

/** Saves a category's chart (ALL_SHIRTS for all shirts), written under the spelling of a chart already saved for it. */
export function saveSizeChart(db: Db, category: string, rows: SizeChartRow[], now: Date): void {
  const existing = listSizeCharts(db).find(
    (chart) => chart.saved && chart.category.toLowerCase() === category.toLowerCase(),
  );
  const key = existing?.category ?? category;
  db.insert(sizeCharts)
    .values({ category: key, rows, updatedAt: now.toISOString() })
    .onConflictDoUpdate({ target: sizeCharts.category, set: { rows, updatedAt: now.toISOString() } })
    .run();
}

/** Removes a category's own chart: its shirts show the chart for all shirts (that one goes back to the defaults). */
export function removeSizeChart(db: Db, category: string): void {
  const existing = listSizeCharts(db).find(
    (chart) => chart.saved && chart.category.toLowerCase() === category.toLowerCase(),
  );
  if (existing) db.delete(sizeCharts).where(eq(sizeCharts.category, existing.category)).run();
}
