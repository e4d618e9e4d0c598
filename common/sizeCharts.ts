import { z } from 'zod';

/**
 * A men's shirt size chart (issue 35 item 8): per size, the garment's chest, length, shoulder, sleeve
 * and collar in inches. The owner keeps one for all shirts and may keep another per category (kurtas
 * run longer than shirts); a product shows its first category's chart, else the one for all shirts.
 */
/** The chart for all shirts is filed under this category name. */
export const ALL_SHIRTS = '';

const inches = (name: string) =>
  z
    .number({ error: `${name} must be a number of inches` })
    .positive(`${name} must be above 0 inches`)
    .max(80, `${name} must be at most 80 inches`)
    // Tailors measure to the quarter inch.
    .refine((value) => Number.isInteger(value * 4), `${name} may have quarters of an inch at most (15.25, 15.5)`);

export const sizeChartRowSchema = z.object({
  size: z.string().trim().min(1, 'Each row needs its size').max(20, 'A size is at most 20 characters'),
  chest: inches('Chest'),
  length: inches('Length'),
  shoulder: inches('Shoulder'),
  sleeve: inches('Sleeve'),
  collar: inches('Collar'),
});
export type SizeChartRow = z.infer<typeof sizeChartRowSchema>;

export const sizeChartWriteSchema = z.object({
  rows: z
    .array(sizeChartRowSchema)
    .min(1, 'A size chart needs at least one size')
    .max(12, 'A size chart has at most 12 sizes')
    .refine(
      (rows) => new Set(rows.map((row) => row.size.toUpperCase())).size === rows.length,
      'Each size is listed once',
    ),
});

export const sizeChartSchema = sizeChartWriteSchema.extend({
  /** ALL_SHIRTS ('') for the chart of all shirts, else the category it is for. */
  category: z.string(),
  /** False while the shop shows the defaults below, never saved by the owner. */
  saved: z.boolean(),
});
export type SizeChart = z.infer<typeof sizeChartSchema>;

/** A category name as products carry it (common/catalog.ts categories), or '' for all shirts. */
export const sizeChartCategorySchema = z.string().trim().max(60, 'A category is at most 60 characters');

/** Usual measurements of a regular-fit men's shirt in Pakistan, in inches: what the shop shows until the owner edits them. */
export const DEFAULT_SIZE_CHART: SizeChartRow[] = [
  { size: 'S', chest: 38, length: 28, shoulder: 17, sleeve: 24, collar: 14.5 },
  { size: 'M', chest: 40, length: 29, shoulder: 17.5, sleeve: 24.5, collar: 15 },
  { size: 'L', chest: 42, length: 30, shoulder: 18, sleeve: 25, collar: 15.5 },
  { size: 'XL', chest: 44, length: 31, shoulder: 18.5, sleeve: 25.5, collar: 16 },
  { size: 'XXL', chest: 46, length: 32, shoulder: 19, sleeve: 26, collar: 16.5 },
];
