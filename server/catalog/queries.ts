import type Database from 'better-sqlite3';
import type { Product } from '../../common/catalog';
import type { Db } from '../db/client';

export const DEFAULT_CATEGORY = 'Shirts';

/**
 * The catalog's products read from SQLite as the API gives them, and each product's JSON text kept
 * until it changes. What a list finds is lists.ts's (docs/decisions/0018-catalog-answered-by-sqlite.md).
 */

type KeptJson = { version: number; json: string };
/** Each product's answer as JSON, by connection, kept with the version it was made at (migration 0019). */
const keptJsonOf = new WeakMap<Database.Database, { dataVersion: number; products: Map<string, KeptJson> }>();

/** Drops the kept product texts after the data was replaced on this connection (a restore). */
export const forgetKeptProducts = (db: Db) => keptJsonOf.delete(db.$client);

/**
 * The API's products for these ids as JSON texts, in the order asked; ids not in the catalog are left
 * out. A product's text is made once and kept until its version moves (any change to it, its variants,
 * pictures or categories), so an order's stock change remakes only the products it touched, not every
 * list a shopper opens (docs/decisions/0018). A restore drops them all: another connection's commit by
 * data_version, the admin app's restore by forgetKeptProducts. Texts read inside an open transaction
 * are not kept.
 */
export function productJson(db: Db, ids: readonly string[]): string[] {
  const sqlite = db.$client;
  if (sqlite.inTransaction) return productsByIds(db, ids).map((product) => JSON.stringify(product));
  const dataVersion = db.$client.prepare('pragma data_version').pluck().get() as number;
  let kept = keptJsonOf.get(sqlite);
  if (!kept || kept.dataVersion !== dataVersion) keptJsonOf.set(sqlite, (kept = { dataVersion, products: new Map() }));
  const versions = new Map(
    db.$client.prepare(`select id, version from products where id ${IDS}`).raw().all(JSON.stringify(ids)) as [
      string,
      number,
    ][],
  );
  const stale = ids.filter((id) => versions.has(id) && kept.products.get(id)?.version !== versions.get(id));
  for (const product of productsByIds(db, stale))
    kept.products.set(product.id, { version: versions.get(product.id)!, json: JSON.stringify(product) });
  return ids.flatMap((id) => (versions.has(id) ? [kept.products.get(id)!.json] : []));
}

export function getProduct(db: Db, id: string): Product | undefined {
  return productsByIds(db, [id])[0];
}

/** Categories as a shopper reads them: 'Formal' and 'formal' are one, the first spelling in order kept. */
export function listCategories(db: Db): string[] {
  return db.$client
    .prepare(
      'select category from product_categories where rowid in (select min(rowid) from product_categories group by category collate nocase) order by category collate nocase',
    )
    .pluck()
    .all() as string[];
}

export function countProducts(db: Db): number {
  return db.$client.prepare('select count(*) from products').pluck().get() as number;
}

type ProductRow = {
  id: string;
  product_ref: string;
  title: string;
  description: string;
  title_urdu: string | null;
  description_urdu: string | null;
  price: number;
  sizes: string;
  colors: string;
  stock: number;
  sku: string;
  average_rating: number;
  review_count: number;
  created_at: number;
  updated_at: number;
};
type PictureRow = { product_id: string; url: string; color: string | null };
type CategoryRow = { product_id: string; category: string };
type VariantRow = { product_id: string; size: string; color: string; stock: number; sku: string };

const IDS = 'in (select value from json_each(?))';

/** The API's products for these ids, in the order asked; ids not in the catalog are left out. Five queries for any number of ids. */
export function productsByIds(db: Db, ids: readonly string[]): Product[] {
  if (ids.length === 0) return [];
  const list = JSON.stringify(ids);
  const rows = db.$client.prepare(`select * from products where id ${IDS}`).all(list) as ProductRow[];
  const pictures = groupBy(
    db.$client
      .prepare(
        `select product_id, url, color from product_images where product_id ${IDS} order by product_id, position`,
      )
      .all(list) as PictureRow[],
  );
  const categories = groupBy(
    db.$client
      .prepare(`select product_id, category from product_categories where product_id ${IDS} order by rowid`)
      .all(list) as CategoryRow[],
  );
  const variants = groupBy(
    db.$client
      .prepare(
        `select product_id, size, color, stock, sku from product_variants where product_id ${IDS} order by product_id, position`,
      )
      .all(list) as VariantRow[],
  );
  const byId = new Map(
    rows.map((row) => [
      row.id,
      toApiProduct(row, pictures.get(row.id) ?? [], categories.get(row.id) ?? [], variants.get(row.id) ?? []),
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((product): product is Product => product !== undefined);
}

function toApiProduct(
  row: ProductRow,
  pictures: PictureRow[],
  categories: CategoryRow[],
  variants: VariantRow[],
): Product {
  const imageUrls = pictures.map((picture) => picture.url);
  const imageColors: Record<string, string> = {};
  for (const { url, color } of pictures) if (color !== null) imageColors[url] = color;
  return {
    id: row.id,
    productRef: row.product_ref,
    title: row.title,
    description: row.description,
    // Absent, not empty, when the owner typed none (common/catalog.ts productSchema).
    ...(row.title_urdu && { titleUrdu: row.title_urdu }),
    ...(row.description_urdu && { descriptionUrdu: row.description_urdu }),
    price: row.price,
    imageUrl: imageUrls[0] ?? null,
    additionalImages: imageUrls,
    imageColors,
    sizes: JSON.parse(row.sizes) as string[],
    colors: JSON.parse(row.colors) as string[],
    stock: row.stock,
    variants: variants.map(({ size, color, stock, sku }) => ({ size, color, stock, sku })),
    // Without an SKU of its own a product is known by its whole ID (issue 24: 'KURTA-00' read as another product).
    sku: row.sku || row.id,
    categories: categories.length > 0 ? categories.map((entry) => entry.category) : [DEFAULT_CATEGORY],
    averageRating: Math.round(row.average_rating * 10) / 10,
    reviewCount: row.review_count,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function groupBy<T extends { product_id: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.product_id);
    if (group) group.push(row);
    else groups.set(row.product_id, [row]);
  }
  return groups;
}
