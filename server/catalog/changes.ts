import type { Db } from '../db/client';

/**
 * What a write changed of a product: only its stock (an order, a cancellation); only the facts a list
 * filters and sorts on besides its text and categories: price, rating, stock (a review); or anything
 * else.
 */
export type CatalogChange = { productId: string; kind: 'stock' | 'facts' | 'other' };
type Listener = (change: CatalogChange) => void;

const listenersOf = new WeakMap<Db['$client'], Set<Listener>>();

/** Columns an order may change without changing what a product is; every other column counts. */
const STOCK_COLUMNS = ['stock', 'updated_at'];
/** Columns a review changes (and price), which the catalog index keeps as numbers. */
const FACT_COLUMNS = [...STOCK_COLUMNS, 'price', 'average_rating', 'review_count'];
const KINDS = ['other', 'stock', 'facts'] as const;
/** The category rows' copies of the product's price and rating (migration 0003): the product's own change is told already. */
const CATEGORY_COPIES = ['price', 'average_rating'];

/**
 * Calls `listener` with every write to the catalog's tables on this connection, as it happens.
 *
 * TEMP triggers on the shop's one connection call a JS function, so every write path is seen (drizzle,
 * raw SQL, other features, tests) without any of them having to remember the catalog's caches, and
 * without writing anything to the database file: other connections never see these triggers. What
 * an update changed (CatalogChange's kind) is told by comparing every column the products table has
 * when the shop starts (columns added later by migrations count too).
 * A write whose transaction rolls back is still reported: that only costs a cache entry.
 */
export function watchCatalogChanges(db: Db, listener: Listener): () => void {
  const sqlite = db.$client;
  let listeners = listenersOf.get(sqlite);
  if (!listeners) {
    const registered = new Set<Listener>();
    listeners = registered;
    listenersOf.set(sqlite, registered);
    sqlite.function('shop_catalog_changed', { deterministic: false, directOnly: false }, (productId: unknown, kind: unknown) => {
      const change: CatalogChange = { productId: String(productId), kind: KINDS[kind as number] ?? 'other' };
      for (const each of registered) each(change);
      return null;
    });
    const columnsOf = (table: string) => (sqlite.pragma(`table_info(${table})`) as { name: string }[]).map((column) => column.name);
    const columns = columnsOf('products');
    const updateOf = {
      product_images: 'update',
      product_categories: `update of ${columnsOf('product_categories')
        .filter((name) => !CATEGORY_COPIES.includes(name))
        .map((name) => `"${name}"`)
        .join(', ')}`,
    };
    const unchangedBut = (changeable: string[]) =>
      columns
        .filter((name) => !changeable.includes(name))
        .map((name) => `old."${name}" is new."${name}"`)
        .join(' and ');
    const kindOfUpdate = `case when ${unchangedBut(STOCK_COLUMNS)} then ${KINDS.indexOf('stock')} when ${unchangedBut(FACT_COLUMNS)} then ${KINDS.indexOf('facts')} else ${KINDS.indexOf('other')} end`;
    const notify = (productId: string, kind = `${KINDS.indexOf('other')}`) => `select shop_catalog_changed(${productId}, ${kind});`;
    sqlite.exec(`
      create temp trigger shop_catalog_products_insert after insert on main.products begin ${notify('new.id')} end;
      create temp trigger shop_catalog_products_delete after delete on main.products begin ${notify('old.id')} end;
      create temp trigger shop_catalog_products_update after update on main.products begin
        ${notify('old.id', kindOfUpdate)}
        select shop_catalog_changed(new.id, ${KINDS.indexOf('other')}) where new.id is not old.id;
      end;
      ${(['product_images', 'product_categories'] as const)
        .map(
          (table) => `
      create temp trigger shop_catalog_${table}_insert after insert on main.${table} begin ${notify('new.product_id')} end;
      create temp trigger shop_catalog_${table}_delete after delete on main.${table} begin ${notify('old.product_id')} end;
      create temp trigger shop_catalog_${table}_update after ${updateOf[table]} on main.${table} begin ${notify('old.product_id')} ${notify('new.product_id')} end;`,
        )
        .join('\n')}
    `);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
