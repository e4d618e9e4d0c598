import type { Db } from '../db/client';

/**
 * Catalog answers are read far more often than the catalog changes, so they are kept as ready JSON.
 * The stamp is SQLite's total_changes() on the shop's one connection: any insert, update or delete
 * anywhere (a product edit, stock taken by an order, a review) empties the cache, so no write path
 * can forget to invalidate it.
 */
export function createResponseCache(db: Db, maxEntries = 500) {
  const changes = db.$client.prepare('select total_changes()').pluck();
  const entries = new Map<string, string>();
  let stamp: unknown = undefined;

  return (key: string, compute: () => unknown): string => {
    const current = changes.get();
    if (current !== stamp) {
      entries.clear();
      stamp = current;
    }
    let body = entries.get(key);
    if (body === undefined) {
      body = JSON.stringify(compute());
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, body);
    }
    return body;
  };
}
