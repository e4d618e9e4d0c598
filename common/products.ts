import { z } from 'zod';

/**
 * A product with this many pieces or fewer is marked in the admin Products table and counted on the
 * Dashboard tab, so the owner reorders before a shirt sells out.
 */
export const LOW_STOCK_THRESHOLD = 5;

/** How many of the lowest size × colour cells the Dashboard names; the count says how many there are in all. */
export const LOW_STOCK_LISTED = 10;

/**
 * The Dashboard tab's low-stock alert, per size × colour cell (issue 22): a shirt with plenty of L
 * and 1 left in M is low in M. `count` is every cell at or below the threshold, `cells` the
 * LOW_STOCK_LISTED lowest of them (sold out first).
 */
export const lowStockSchema = z.object({
  threshold: z.number().int(),
  count: z.number().int(),
  cells: z.array(z.object({ productId: z.string(), title: z.string(), size: z.string(), color: z.string(), stock: z.number().int() })),
});
export type LowStock = z.infer<typeof lowStockSchema>;

/** One-time notices the Dashboard shows until the owner dismisses them (server/products/notices.ts). */
export const dashboardNoticesSchema = z.object({ checkVariantGrids: z.boolean() });
export type DashboardNotices = z.infer<typeof dashboardNoticesSchema>;

/** POST /api/uploads answers the stored picture's URL (docs/product.md §7 reads `imageUrl`). */
export const uploadAnswerSchema = z.object({ success: z.literal(true), imageUrl: z.string(), message: z.string() });
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** The multipart field docs/product.md §7 names: one picture per request. */
export const UPLOAD_FIELD = 'image';
