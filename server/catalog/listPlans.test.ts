import { describe, expect, it } from 'vitest';
import { productQuerySchema } from '../../common/catalog';
import { testShopForFile } from '../testing/fileShop';
import { listStatements, walksInSortOrder } from './lists';

/**
 * How SQLite plans the list statements (docs/decisions/0018). Which products a filter finds is checked
 * in catalog.test.ts and variants.test.ts; here, that the shopper's size and colour filters never walk
 * every cell of a size (at 2,000 shirts of 12 cells each that plan took half a second a query), and
 * that a category and a search's total take their cheapest shapes.
 */
const shop = testShopForFile();

/** SQLite's plan for a statement, one step a line. */
const planOf = (sql: string, params: readonly unknown[]) =>
  (shop.deps.db.$client.prepare(`explain query plan ${sql}`).all(...params) as { detail: string }[]).map(
    (step) => step.detail,
  );

/** The steps of SQLite's plan for a statement that touch the variant cells. */
const variantSteps = (sql: string, params: readonly unknown[]) =>
  planOf(sql, params).filter((detail) => /product_variants|\bv\b/.test(detail));

describe('the size and colour filters', () => {
  it.each([
    { size: 'M' },
    { color: 'navy' },
    { size: 'l', color: 'White', category: 'Formal', minPrice: '1000' },
    { q: 'oxford', size: 'XL', sortBy: 'price-asc' },
  ])('look up each product in the index of cells in stock: %o', (filter) => {
    const list = listStatements(productQuerySchema.parse(filter))!;
    for (const [sql, params] of [
      [list.count, list.params],
      [list.page, [...list.params, 24, 0]],
      [list.pageInSortOrder!, [...list.params, 24, 0]],
    ] as const) {
      const steps = variantSteps(sql, params);
      // Size and colour together are one probe for that cell (issue 35, item 14).
      expect(steps.length, sql).toBe('size' in filter || 'color' in filter ? 1 : 0);
      for (const step of steps)
        expect(step, sql).toMatch(
          /USING (COVERING )?INDEX product_variants_(size|color)_in_stock_idx \(product_id=\? AND (size|color)=\?\)/,
        );
    }
  });
});

describe('a category without words', () => {
  it('drives the list from the category index, building no list of ids first', () => {
    const list = listStatements(
      productQuerySchema.parse({ category: 'Formal', minPrice: '1000', sortBy: 'price-asc' }),
    )!;
    for (const [sql, params] of [
      [list.count, list.params],
      [list.page, [...list.params, 24, 0]],
    ] as const) {
      const plan = planOf(sql, params);
      expect(plan[0], sql).toMatch(/^SEARCH c USING COVERING INDEX product_categories_category_idx \(category=\?\)/);
      expect(plan.join('\n'), sql).not.toMatch(/LIST SUBQUERY/);
    }
  });

  it("tests each product's price and rating in the listing index, so its total reads no product", () => {
    const list = listStatements(
      productQuerySchema.parse({ category: 'Formal', minPrice: '1000', maxPrice: '3000', minRating: '3' }),
    )!;
    expect(planOf(list.count, list.params)[1]).toMatch(
      /^SEARCH p USING COVERING INDEX products_listing_idx \(id=\? AND price>\? AND price<\?\)/,
    );
  });
});

describe('words alone', () => {
  it('are counted in the FTS5 index, without reading the products', () => {
    const list = listStatements(productQuerySchema.parse({ q: 'oxford shirt' }))!;
    expect(planOf(list.count, list.params)).toEqual([expect.stringMatching(/^SCAN products_fts VIRTUAL TABLE/)]);
  });
});

describe('a page walked in sort order', () => {
  it.each([
    { sortBy: 'newest' },
    { q: 'oxford', sortBy: 'price-asc' },
    { category: 'Formal', minPrice: '1000', sortBy: 'rating' },
    { size: 'M', sortBy: 'name' },
  ])("reads the sort's index in order and sorts nothing: %o", (filter) => {
    const list = listStatements(productQuerySchema.parse(filter))!;
    const plan = planOf(list.pageInSortOrder!, [...list.params, 24, 0]);
    expect(plan[0]).toMatch(/^(SCAN|SEARCH) p USING (COVERING )?INDEX products_\w+_idx/);
    expect(plan.join('\n')).not.toMatch(/TEMP B-TREE/);
  });

  it('is left to lists of many matches: a rare word is gathered rather than walk the catalog', () => {
    // 2,500 of 10,000 shirts (a category): the first page is found within a hundred shirts.
    expect(walksInSortOrder(2_500, 24, 10_000)).toBe(true);
    // Three shirts with a rare word: walking would pass most of the catalog to find them.
    expect(walksInSortOrder(3, 24, 10_000)).toBe(false);
  });
});
