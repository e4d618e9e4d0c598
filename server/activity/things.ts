import type { ActivityKind } from '../../common/activity';
import { getProduct } from '../catalog/queries';
import type { Db } from '../db/client';
import { listDiscounts } from '../discounts/queries';
import { readShopPolicy } from '../shop/policy';
import type { ChangeSpec, Snapshot } from './record';

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

export const discountChange = (db: Db, kind: ActivityKind, id: number): ChangeSpec => ({
  kind,
  read: () => {
    const found = listDiscounts(db).find((discount) => discount.id === id);
    if (!found) return undefined;
    const { id: _id, ...rule } = found as typeof found & Record<string, unknown>;
    return rule;
  },
  subject: listDiscounts(db).find((discount) => discount.id === id)?.code,
});

/** The shop's policy, field by field (bank details included: the owner asks who changed them). */
export const policyChange = (db: Db): ChangeSpec => ({
  kind: 'settings.policy',
  read: () => readShopPolicy(db) as unknown as Snapshot,
});
