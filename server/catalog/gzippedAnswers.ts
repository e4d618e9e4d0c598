import type { Request } from 'express';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { remember } from './bulkRead';

/** compression()'s own threshold (server/app.ts): smaller answers go as they are. */
const GZIP_FROM_BYTES = 1024;
/** At most this many gzipped answers are kept: about 5 KB each for a page of 24 shirts. */
const MAX_KEPT = 256;

// zlib.gzip looked up at each call, not kept from import time, so a test can count the calls.
const gzip = promisify((body: Buffer, done: (error: Error | null, zipped: Buffer) => void) => zlib.gzip(body, done));
/** By ETag, a hash of the plain bytes: a kept answer can never be another body's, so no write has to drop one. */
const kept = new Map<string, Buffer>();

/**
 * The gzipped bytes of a catalog answer for a client that takes gzip (and not brotli, which stays
 * compression()'s), or undefined to send `body` as it is and leave encoding to compression().
 *
 * Shoppers' browsers always ask for gzip, and gzipping a page of 24 shirts (20 KB of JSON) cost
 * about 230 us of CPU: more than the catalog spends finding and writing the page. The pages most asked
 * for (the product list's first page, each category's) are the same bytes until a shirt on them
 * changes, so each is gzipped once, off the main thread, and kept by its ETag.
 */
export async function gzippedAnswer(req: Request, etag: string, body: Buffer): Promise<Buffer | undefined> {
  if (body.length < GZIP_FROM_BYTES || req.method !== 'GET' || req.fresh || !req.headers['accept-encoding']) return undefined;
  if (req.acceptsEncodings('br') === 'br' || req.acceptsEncodings('gzip') !== 'gzip') return undefined;
  return kept.get(etag) ?? remember(kept, etag, await gzip(body), MAX_KEPT);
}
