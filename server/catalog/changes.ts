import type { Db } from '../db/client';

/** `stockOnly`: nothing of the product changed but its stock (and the updated_at that goes with it). */
export type CatalogChange = { productId: string; stockOnly: boolean };
type Listener = (change: CatalogChange) => void;

const listenersOf = new WeakMap<Db['$client'], Set<Listener>>();

/** Columns an order may change without changing what a product is; every other column counts. */
const STOCK_COLUMNS = new Set(['stock', 'updated_at']);

/**
 * Calls `listener` with every write to the catalog's tables on this connection, as it happens.
 *
 * TEMP triggers on the shop's one connection call a JS function, so every write path is seen (drizzle,
 * raw SQL, other features, tests) without any of them having to remember the catalog's caches, and
 * without writing anything to the database file: other connections never see these triggers. An
 * update that changes only stock is told apart from one that changes the product, by comparing every
 * column the products table has when the shop starts (columns added later by migrations count too).
 * A write whose transaction rolls back is still reported: that only costs a cache entry.
 */
export function watchCatalogChanges(db: Db, listener: Listener): () => void {
  const sqlite = db.$client;
  let listeners = listenersOf.get(sqlite);
  if (!listeners) {
    const registered = new Set<Listener>();
    listeners = registered;
    listenersOf.set(sqlite, registered);
    sqlite.function('shop_catalog_changed', { deterministic: false, directOnly: false }, (productId: unknown, stockOnly: unknown) => {
      const change = { productId: String(productId), stockOnly: stockOnly === 1 };
      for (const each of registered) each(change);
      return null;
    });
    const columns = (sqlite.pragma('table_info(products)') as { name: string }[]).map((column) => column.name);
    const unchanged = columns
      .filter((name) => !STOCK_COLUMNS.has(name))
      .map((name) => `old."${name}" is new."${name}"`)
      .join(' and ');
    const notify = (productId: string, stockOnly = '0') => `select shop_catalog_changed(${productId}, ${stockOnly});`;
    sqlite.exec(`
      create temp trigger shop_catalog_products_insert after insert on main.products begin ${notify('new.id')} end;
      create temp trigger shop_catalog_products_delete after delete on main.products begin ${notify('old.id')} end;
      create temp trigger shop_catalog_products_update after update on main.products begin
        ${notify('old.id', `(${unchanged})`)}
        select shop_catalog_changed(new.id, 0) where new.id is not old.id;
      end;
      ${['product_images', 'product_categories']
        .map(
          (table) => `
      create temp trigger shop_catalog_${table}_insert after insert on main.${table} begin ${notify('new.product_id')} end;
      create temp trigger shop_catalog_${table}_delete after delete on main.${table} begin ${notify('old.product_id')} end;
      create temp trigger shop_catalog_${table}_update after update on main.${table} begin ${notify('old.product_id')} ${notify('new.product_id')} end;`,
        )
        .join('\n')}
    `);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
