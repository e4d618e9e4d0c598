import { z } from 'zod';

/**
 * A product with this many pieces or fewer is marked in the admin Products table and counted on the
 * Dashboard tab, so the owner reorders before a shirt sells out.
 */
export const LOW_STOCK_THRESHOLD = 5;

/** How many products the Dashboard's low-stock alert names; its counts say how many there are in all. */
export const LOW_STOCK_LISTED = 6;

/**
 * The Dashboard tab's low-stock alert, per size × colour cell (issue 22): a shirt with plenty of L
 * and 1 left in M is low in M. `count` is every cell at or below the threshold and `products` the
 * products they belong to; `listed` names the LOW_STOCK_LISTED products worst off (by the share of
 * their grid sold out, then low, then the fewest pieces left; decision 0145) with each of their low cells.
 */
export const lowStockSchema = z.object({
  threshold: z.number().int(),
  count: z.number().int(),
  products: z.number().int(),
  listed: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      cells: z.array(z.object({ size: z.string(), color: z.string(), stock: z.number().int() })),
    }),
  ),
});
export type LowStock = z.infer<typeof lowStockSchema>;

/** One-time notices the Dashboard shows until the owner dismisses them (server/products/notices.ts). */
export const dashboardNoticesSchema = z.object({ checkVariantGrids: z.boolean() });
export type DashboardNotices = z.infer<typeof dashboardNoticesSchema>;

/** POST /api/uploads answers the stored picture's URL (docs/product.md §7 reads `imageUrl`). */
export const uploadAnswerSchema = z.object({ success: z.literal(true), imageUrl: z.string(), message: z.string() });
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** The upload's field name lives with the pictures' rules, free of zod for the storefront's receipt upload. */
export { UPLOAD_FIELD } from './images';
