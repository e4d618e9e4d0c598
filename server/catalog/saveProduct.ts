import { eq } from 'drizzle-orm';
import { writtenGrid, type Product, type ProductWrite } from '../../common/catalog';
import type { Db } from '../db/client';
import { getProduct } from './queries';
import { productCategories, productImages, products, productVariants } from './schema';

/** Categories as a shopper reads them: 'Formal' and 'formal' are one, the first spelling kept. */
function distinctCategories(categories: string[]): string[] {
  const seen = new Map<string, string>();
  for (const category of categories) if (!seen.has(category.toLowerCase())) seen.set(category.toLowerCase(), category);
  return [...seen.values()];
}

/**
 * Creates or replaces a product with its pictures (and the colour each shows), categories and size ×
 * colour grid, in one transaction. The main image is the chosen one, else the first uploaded one
 * (docs/product.md §5, Product form). The grid is what the write gives, or its total spread over the
 * grid (common/catalog.ts writtenGrid); products.stock follows from the cells (migration 0008's triggers).
 */
export function saveProduct(db: Db, product: ProductWrite, now: Date): Product {
  const images = [
    ...new Set([product.imageUrl, ...(product.additionalImages ?? [])].filter((url): url is string => Boolean(url))),
  ];
  db.transaction((tx) => {
    const current = tx.select().from(productVariants).where(eq(productVariants.productId, product.id)).all();
    const grid = writtenGrid(product, current);
    const values = {
      id: product.id,
      productRef: product.productRef ?? '',
      title: product.title,
      description: product.description,
      // Empty means the owner typed none: stored as null, left out of the answer.
      titleUrdu: product.titleUrdu || null,
      descriptionUrdu: product.descriptionUrdu || null,
      price: product.price,
      sizes: product.sizes,
      colors: product.colors,
      // The cells' triggers add their stock to this.
      stock: 0,
      sku: product.sku ?? '',
      createdAt: now,
      updatedAt: now,
    };
    const { createdAt: _keepCreated, ...changes } = values;
    tx.delete(productVariants).where(eq(productVariants.productId, product.id)).run();
    tx.insert(products).values(values).onConflictDoUpdate({ target: products.id, set: changes }).run();
    tx.insert(productVariants)
      .values(grid.map((cell, position) => ({ productId: product.id, position, ...cell })))
      .run();
    tx.delete(productImages).where(eq(productImages.productId, product.id)).run();
    tx.delete(productCategories).where(eq(productCategories.productId, product.id)).run();
    if (images.length > 0) {
      tx.insert(productImages)
        .values(
          images.map((url, position) => ({
            productId: product.id,
            position,
            url,
            color: product.imageColors?.[url] ?? null,
          })),
        )
        .run();
    }
    const categories = distinctCategories(product.categories ?? []);
    if (categories.length > 0)
      tx.insert(productCategories)
        .values(categories.map((category) => ({ productId: product.id, category })))
        .run();
  });
  return getProduct(db, product.id)!;
}
