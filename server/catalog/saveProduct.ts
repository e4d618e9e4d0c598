import { eq } from 'drizzle-orm';
import { writtenGrid, type MovedCell, type Product, type ProductWrite, type StockMoved } from '../../common/catalog';
import { variantLabel } from '../../common/variants';
import { AppError } from '../http/errors';
import type { Db } from '../db/client';
import { getProduct } from './queries';
import { productCategories, productImages, products, productVariants } from './schema';

/** Categories as a shopper reads them: 'Formal' and 'formal' are one, the first spelling kept. */
function distinctCategories(categories: string[]): string[] {
  const seen = new Map<string, string>();
  for (const category of categories) if (!seen.has(category.toLowerCase())) seen.set(category.toLowerCase(), category);
  return [...seen.values()];
}

/** The owner changed cells whose stock orders (or another person) moved while the form was open: nothing is saved. */
function stockMoved(moved: MovedCell[]) {
  const cells = moved.map(
    ({ size, color, now, seen }) => `${variantLabel(size, color)} has ${now} now (${seen} when you opened the form)`,
  );
  return new AppError(
    'CONFLICT',
    `Stock changed while you had this form open: ${cells.join('; ')}. Nothing was saved: check the stock and save again.`,
    { stockNow: moved.map(({ size, color, now }) => ({ size, color, stock: now })) } satisfies StockMoved,
  );
}

/**
 * Creates or replaces a product with its pictures (and the colour each shows), categories and size ×
 * colour grid, in one transaction. The main image is the chosen one, else the first uploaded one
 * (docs/product.md §5, Product form). The grid is what the write gives, settled against the stock
 * each cell has now, or its total spread over the grid (common/catalog.ts writtenGrid); products.stock
 * follows from the cells (migration 0008's triggers).
 */
export function saveProduct(db: Db, product: ProductWrite, now: Date): Product {
  const images = [
    ...new Set([product.imageUrl, ...(product.additionalImages ?? [])].filter((url): url is string => Boolean(url))),
  ];
  db.transaction((tx) => {
    const current = tx.select().from(productVariants).where(eq(productVariants.productId, product.id)).all();
    const { grid, moved } = writtenGrid(product, current);
    if (moved.length > 0) throw stockMoved(moved);
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
