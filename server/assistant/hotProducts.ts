import { and, desc, eq, gt, gte, isNull, ne, sql } from 'drizzle-orm';
import { HOT_PRODUCTS_SHOWN } from '../../common/assistant';
import type { HotProduct } from '../../common/assistantSchema';
import type { Product } from '../../common/catalog';
import { listProducts } from '../catalog/lists';
import { getProduct } from '../catalog/queries';
import { products } from '../catalog/schema';
import type { Db } from '../db/client';
import { orderItems, orders } from '../orders/schema';

/** "Recent" best sellers: pieces sold in the last 30 days. */
export const RECENT_SALES_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const toHotProduct = ({ id, title, price, imageUrl }: Product): HotProduct => ({ id, title, price, imageUrl });

/**
 * Trending products (docs/architecture.md, Hot products): the recent best sellers by pieces sold in orders
 * that still stand (cancelled ones and parcels that came back, refused or returned, are no sale), topped up with the newest products. Only products a
 * shopper can buy now (in stock) are shown.
 */
export function hotProducts(db: Db, now: Date, limit = HOT_PRODUCTS_SHOWN): HotProduct[] {
  const since = new Date(now.getTime() - RECENT_SALES_DAYS * DAY_MS);
  const sold = sql<number>`sum(${orderItems.quantity})`;
  const bestSellers = db
    .select({ id: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderRef, orderItems.orderRef))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        ne(orders.status, 'cancelled'),
        isNull(orders.returnKind),
        gte(orders.createdAt, since),
        gt(products.stock, 0),
      ),
    )
    .groupBy(orderItems.productId)
    .orderBy(desc(sold), desc(sql`max(${orders.createdAt})`))
    .limit(limit)
    .all()
    .map(({ id }) => getProduct(db, id))
    .filter((product): product is Product => product !== undefined);
  if (bestSellers.length >= limit) return bestSellers.map(toHotProduct);

  const taken = new Set(bestSellers.map((product) => product.id));
  const newest = listProducts(db, {
    search: 'stock:1-',
    sortBy: 'newest',
    page: 1,
    limit: limit + taken.size,
  }).items.filter((product) => !taken.has(product.id));
  return [...bestSellers, ...newest].slice(0, limit).map(toHotProduct);
}
