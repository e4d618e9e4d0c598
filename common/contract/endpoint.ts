import { z } from 'zod';

/**
 * One API endpoint: what its request parts must be and what it answers. Its method and path are the
 * key it is filed under in the contract ('GET /api/products/:id'), so they are written once too.
 */
export type Endpoint = { query?: z.ZodType; body?: z.ZodType; response: z.ZodType };
export const endpoints = <const E extends Record<`${Method} /${string}`, Endpoint>>(table: E) => table;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `{ success: true, data, message? }`: the envelope of most answers (docs/product.md §7 reads `data`). */
export const okData = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data, message: z.string().optional() });

/** `{ success: true, message }`: an answer that only confirms. */
export const okMessage = z.object({ success: z.literal(true), message: z.string() });

/** A list answer: `data` stays the list docs/product.md §7 reads, with the paging facts beside it. */
export const okPage = <T extends z.ZodType>(item: T) =>
  okData(z.array(item)).extend({ total: z.number().int(), page: z.number().int(), limit: z.number().int(), totalPages: z.number().int() });

/** Timestamps travel as ISO 8601 text. */
export const isoTimestamp = z.iso.datetime();
