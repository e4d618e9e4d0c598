import type { ActivityKind } from '../../common/activity';
import type { ChangeSpec, Snapshot } from '../activity/record';
import { getProduct } from '../catalog/queries';
import type { Db } from '../db/client';

// A product's entries in the activity log (issue 37): kept with products, which the log stands below.

/** What the log compares of a product: its words, price, and stock cell by cell. */
export function productSnapshot(db: Db, id: string): Snapshot | undefined {
  const product = getProduct(db, id);
  if (!product) return undefined;
  return {
    title: product.title,
    price: product.price,
    stock: product.stock,
    cells: product.variants.map((cell) => `${cell.size}/${cell.color}: ${cell.stock}`),
    categories: product.categories,
    description: product.description,
  };
}

export const productChange = (db: Db, kind: ActivityKind, productId: string): ChangeSpec => ({
  kind,
  productId,
  read: () => productSnapshot(db, productId),
});
