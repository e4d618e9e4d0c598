import { createHash } from 'node:crypto';
import type { Db } from '../db/client';

/** A ready answer: the JSON bytes and their ETag, so a hit neither re-encodes nor re-hashes. */
export type CachedBody = { body: Buffer; etag: string };

/**
 * Catalog answers are read far more often than the catalog changes, so they are kept as ready JSON.
 * The stamp is SQLite's total_changes() on the shop's one connection: any insert, update or delete
 * anywhere (a product edit, stock taken by an order, a review) empties the cache, so no write path
 * can forget to invalidate it.
 */
export function createResponseCache(db: Db, maxEntries = 500) {
  const changes = db.$client.prepare('select total_changes()').pluck();
  const entries = new Map<string, CachedBody>();
  let stamp: unknown = undefined;

  /** The ready answer for `key`; when `compute` finds nothing (undefined) nothing is kept. */
  function cached(key: string, compute: () => object): CachedBody;
  function cached(key: string, compute: () => object | undefined): CachedBody | undefined;
  function cached(key: string, compute: () => object | undefined): CachedBody | undefined {
    const current = changes.get();
    if (current !== stamp) {
      entries.clear();
      stamp = current;
    }
    let entry = entries.get(key);
    if (entry === undefined) {
      const value = compute();
      if (value === undefined) return undefined;
      const body = Buffer.from(JSON.stringify(value));
      entry = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
    }
    return entry;
  }
  return cached;
}
