import { z } from 'zod';

/**
 * A product with this many pieces or fewer is marked in the admin Products table and counted on the
 * Dashboard tab, so the owner reorders before a shirt sells out.
 */
export const LOW_STOCK_THRESHOLD = 5;

/** The Dashboard tab's low-stock figure: how many products are at or below the threshold. */
export const lowStockSchema = z.object({ threshold: z.number().int(), count: z.number().int() });
export type LowStock = z.infer<typeof lowStockSchema>;

/** POST /api/uploads answers the stored picture's URL (docs/product.md §7 reads `imageUrl`). */
export const uploadAnswerSchema = z.object({ success: z.literal(true), imageUrl: z.string(), message: z.string() });
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** The multipart field docs/product.md §7 names: one picture per request. */
export const UPLOAD_FIELD = 'image';
