import { describe, expect, it } from 'vitest';
import { parseSearchText, productQuerySchema, productWriteSchema } from './catalog';

describe("search text with 'stock:min-max' (docs/product.md §5)", () => {
  it('splits the stock filter from the words', () => {
    expect(parseSearchText('linen stock:1-5')).toEqual({ words: 'linen', stock: { min: 1, max: 5 } });
    expect(parseSearchText('stock:0-0')).toEqual({ words: '', stock: { min: 0, max: 0 } });
  });

  it('allows an open end', () => {
    expect(parseSearchText('stock:10- oxford')).toEqual({ words: 'oxford', stock: { min: 10 } });
    expect(parseSearchText('stock:-3')).toEqual({ words: '', stock: { max: 3 } });
  });

  it('leaves plain text alone', () => {
    expect(parseSearchText(' white  shirt ')).toEqual({ words: 'white  shirt' });
    expect(parseSearchText('restock:1-2')).toEqual({ words: 'restock:1-2' });
    expect(parseSearchText(undefined)).toEqual({ words: '' });
  });
});

describe('product list query', () => {
  it('treats blank parameters as absent', () => {
    expect(productQuerySchema.parse({ category: '', minPrice: '' })).toEqual({});
  });

  it('reads numbers from text', () => {
    expect(productQuerySchema.parse({ minPrice: '1200', page: '2' })).toMatchObject({ minPrice: 1200, page: 2 });
  });

  it('refuses nonsense with a message', () => {
    expect(productQuerySchema.safeParse({ minPrice: 'cheap' }).error?.issues[0]?.message).toBe(
      'The lowest price must be a number',
    );
    expect(productQuerySchema.safeParse({ sortBy: 'random' }).success).toBe(false);
    expect(productQuerySchema.safeParse({ limit: '1000' }).error?.issues[0]?.message).toBe(
      'limit must be a whole number from 1 to 100',
    );
    expect(productQuerySchema.safeParse({ minPrice: '5000', maxPrice: '100' }).error?.issues[0]?.message).toBe(
      'The lowest price is above the highest price. Please swap them.',
    );
  });
});

describe('product form rules (docs/product.md §5, docs/architecture.md, Product shape)', () => {
  const valid = {
    id: 'PROD12345',
    title: 'Oxford',
    description: 'Cotton',
    price: 'PKR 1,200',
    sizes: 'S, M,L',
    colors: ['White'],
    stock: 3,
  };

  it('accepts sizes and colours as a list or comma-separated text', () => {
    expect(productWriteSchema.parse(valid)).toMatchObject({ price: 1200, sizes: ['S', 'M', 'L'], colors: ['White'] });
  });

  it('requires every field and a whole, non-negative stock', () => {
    expect(productWriteSchema.safeParse({ ...valid, title: '' }).success).toBe(false);
    expect(productWriteSchema.safeParse({ ...valid, sizes: ' , ' }).success).toBe(false);
    expect(productWriteSchema.safeParse({ ...valid, stock: -1 }).success).toBe(false);
    expect(productWriteSchema.safeParse({ ...valid, stock: 1.5 }).success).toBe(false);
    expect(productWriteSchema.safeParse({ ...valid, price: 'free' }).success).toBe(false);
  });
});
