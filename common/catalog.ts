import { z } from 'zod';
import { MAX_PAGE, wholeNumberQuery } from './paging';
import { PRODUCT_SORTS } from './catalogListing';
import { readAmount } from './money';
import { cellKey, gridCells, spreadStock, stockOf, type VariantCell } from './variants';

/** One cell of the size × colour grid as every answer shows it (common/variants.ts). */
export const variantSchema = z.object({
  size: z.string(),
  color: z.string(),
  stock: z.number().int(),
  sku: z.string(),
});

/** A product as every API answer shows it (docs/architecture.md: sizes and colors are always lists). */
export const productSchema = z.object({
  id: z.string(),
  productRef: z.string(),
  title: z.string(),
  description: z.string(),
  /** The owner's Urdu title and description (issue 26), shown to shoppers reading Urdu; absent when not typed. */
  titleUrdu: z.string().optional(),
  descriptionUrdu: z.string().optional(),
  /** Whole rupees. */
  price: z.number().int(),
  imageUrl: z.string().nullable(),
  additionalImages: z.array(z.string()),
  /**
   * The colour each tagged picture shows, by picture URL (one of `colors`); untagged pictures are
   * not listed. Choosing that colour on the storefront shows its first tagged picture.
   */
  imageColors: z.record(z.string(), z.string()),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  /** The sum of the variants' stock. */
  stock: z.number().int(),
  /** Every size × colour cell, sizes first (common/variants.ts). */
  variants: z.array(variantSchema),
  sku: z.string(),
  categories: z.array(z.string()),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

// Re-exported for the server and tests; the storefront reads catalogListing.ts, which loads no zod.
export { PRODUCT_SORTS, PRODUCTS_PER_PAGE, type ProductSort } from './catalogListing';

export const MAX_PAGE_SIZE = 100;

/** A blank query parameter (`?category=`) means "no filter", not "match the empty string". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** Shoppers read these messages (a filter or search that cannot be run), so they are in their words (issue #10). */
const SEARCH_TOO_LONG = 'Your search is too long. Please use at most 100 characters.';
export const PRICE_RANGE_REVERSED = 'The lowest price is above the highest price. Please swap them.';

export const productQuerySchema = z
  .object({
    q: optionalQuery(z.string().trim().max(100, SEARCH_TOO_LONG)),
    search: optionalQuery(z.string().trim().max(100, SEARCH_TOO_LONG)),
    category: optionalQuery(z.string().trim().max(60)),
    /** Products that have this size (or colour) in stock, in any of their cells (issue 22). */
    size: optionalQuery(z.string().trim().max(20)),
    color: optionalQuery(z.string().trim().max(30)),
    minPrice: optionalQuery(
      z.coerce.number({ error: 'The lowest price must be a number' }).min(0, 'The lowest price cannot be below 0'),
    ),
    maxPrice: optionalQuery(
      z.coerce.number({ error: 'The highest price must be a number' }).min(0, 'The highest price cannot be below 0'),
    ),
    minRating: optionalQuery(
      z.coerce
        .number({ error: 'The minimum rating must be a number' })
        .min(0)
        .max(5, 'The minimum rating must be between 0 and 5 stars'),
    ),
    sortBy: optionalQuery(z.enum(PRODUCT_SORTS, { error: `sortBy must be one of ${PRODUCT_SORTS.join(', ')}` })),
    page: optionalQuery(wholeNumberQuery('page', MAX_PAGE)),
    limit: optionalQuery(wholeNumberQuery('limit', MAX_PAGE_SIZE)),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: PRICE_RANGE_REVERSED,
  });
export type ProductQuery = z.infer<typeof productQuerySchema>;

export type StockRange = { min?: number; max?: number };

/**
 * Search text may carry a stock filter written 'stock:min-max' (docs/product.md §5), e.g. 'linen stock:1-5',
 * 'stock:0-0' for sold out, 'stock:10-' for ten or more. The rest of the text is the search words.
 */
export function parseSearchText(text: string | undefined): { words: string; stock?: StockRange } {
  if (!text) return { words: '' };
  const match = /(?:^|\s)stock:(\d*)-(\d*)(?=\s|$)/i.exec(text);
  if (!match) return { words: text.trim() };
  const [, min, max] = match;
  const stock: StockRange = {};
  if (min) stock.min = Number(min);
  if (max) stock.max = Number(max);
  const words = (text.slice(0, match.index) + ' ' + text.slice(match.index + match[0].length))
    .replace(/\s+/g, ' ')
    .trim();
  return { words, stock: min || max ? stock : undefined };
}

/**
 * docs/product.md §8 reads a product save's message for 'Missing required fields': an absent field says so by
 * name, while a present but wrong one keeps its own message.
 */
const required = (field: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? `Missing required fields: ${field}` : undefined,
});

/** Sizes and colours are written as a list or as comma-separated text; stored and shown as a list. */
const listOrCommaText = (field: string) =>
  z
    .union([z.array(z.string()), z.string()], required(field))
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(','))
        .map((item) => item.trim())
        .filter((item, index, all) => item !== '' && all.indexOf(item) === index),
    );

const wholeStock = (field: string) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must be 0 or more`);

/** A cell as the owner's grid writes it; its size and colour must be the product's own. */
const variantWriteSchema = z.object({
  size: z.string({ error: 'Each cell needs a size' }).trim().min(1, 'Each cell needs a size'),
  color: z.string({ error: 'Each cell needs a colour' }).trim().min(1, 'Each cell needs a colour'),
  stock: wholeStock('Stock of each size and colour'),
  /**
   * The cell's stock when the owner's form opened (decision 0111). Given, the cell is a compare-and-set:
   * left as it was, it keeps the stock it has now (orders may have taken some since); changed, it is
   * refused if its stock moved meanwhile. Left out, `stock` is set as it is.
   */
  stockSeen: wholeStock('Stock seen').optional(),
  sku: z.string().trim().max(40, 'A SKU must be at most 40 characters').optional().default(''),
});

/** The product write's fields, each checked alone; productWriteSchema adds the checks across them. */
export const productFieldsSchema = z.object({
  id: z
    .string(required('id'))
    .trim()
    .min(1, 'Product ID is required')
    .max(40, 'Product ID must be at most 40 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'Product ID may use letters, digits, - and _ only'),
  productRef: z.string().trim().max(60).optional(),
  title: z
    .string(required('title'))
    .trim()
    .min(1, 'Title is required')
    .max(120, 'Title must be at most 120 characters'),
  description: z
    .string(required('description'))
    .trim()
    .min(1, 'Description is required')
    .max(5000, 'Description must be at most 5000 characters'),
  /** The owner's Urdu wording (issue 26), shown to shoppers reading Urdu; empty or absent means none. */
  titleUrdu: z.string().trim().max(120, 'The Urdu title must be at most 120 characters').optional(),
  descriptionUrdu: z.string().trim().max(5000, 'The Urdu description must be at most 5000 characters').optional(),
  price: z.union([z.number(), z.string()], required('price')).transform((value, ctx) => {
    const amount = readAmount(value);
    if (amount === undefined || amount <= 0 || !Number.isInteger(amount)) {
      ctx.addIssue({ code: 'custom', message: 'Price must be a whole number of rupees above 0' });
      return z.NEVER;
    }
    return amount;
  }),
  sizes: listOrCommaText('sizes').pipe(z.array(z.string().max(20)).min(1, 'At least one size is required')),
  colors: listOrCommaText('colors').pipe(z.array(z.string().max(30)).min(1, 'At least one colour is required')),
  /** The total; optional when the grid is given (it is then the grid's sum). */
  stock: wholeStock('Stock').optional(),
  /** The size × colour grid; cells left out have 0. Without it, `stock` is spread over the grid (common/variants.ts). */
  variants: z.array(variantWriteSchema).max(400, 'At most 400 size and colour combinations').optional(),
  sku: z.string().trim().max(40).optional(),
  categories: z.array(z.string().trim().min(1).max(60)).max(10, 'At most 10 categories').optional(),
  imageUrl: z.string().max(300).nullable().optional(),
  additionalImages: z.array(z.string().max(300)).max(12, 'At most 12 pictures per product').optional(),
  /** Optional colour per picture URL: which of the product's colours that picture shows. */
  imageColors: z.record(z.string().max(300), z.string().max(30)).optional(),
});

/**
 * A picture's colour must be one of the product's own colours (written in any case, kept in the
 * product's spelling), and only the product's own pictures carry one.
 */
export const productWriteSchema = productFieldsSchema.transform((product, ctx) => {
  checkGrid(product, ctx);
  const pictures = new Set([product.imageUrl, ...(product.additionalImages ?? [])].filter(Boolean));
  const imageColors: Record<string, string> = {};
  for (const [url, written] of Object.entries(product.imageColors ?? {})) {
    const colour = product.colors.find((name) => name.toLowerCase() === written.trim().toLowerCase());
    if (!pictures.has(url)) {
      ctx.addIssue({
        code: 'custom',
        path: ['imageColors', url],
        message: `A colour is given for a picture this product does not have (${url})`,
      });
    } else if (colour === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['imageColors', url],
        message: `A picture's colour must be one of this product's colours (${product.colors.join(', ')}); '${written}' is not`,
      });
    } else {
      imageColors[url] = colour;
    }
  }
  return { ...product, imageColors };
});
/**
 * The grid's cells must be the product's own sizes and colours, each once; a total given beside the
 * grid must be its sum; one of the two must be given. Every problem is reported, at its cell.
 */
function checkGrid(product: z.output<typeof productFieldsSchema>, ctx: z.RefinementCtx) {
  if (product.variants === undefined) {
    if (product.stock === undefined)
      ctx.addIssue({ code: 'custom', path: ['stock'], message: 'Missing required fields: stock' });
    return;
  }
  const seen = new Set<string>();
  product.variants.forEach((cell, index) => {
    const problem = !product.sizes.includes(cell.size)
      ? `${cell.size} is not one of this product's sizes (${product.sizes.join(', ')})`
      : !product.colors.includes(cell.color)
        ? `${cell.color} is not one of this product's colours (${product.colors.join(', ')})`
        : seen.has(cellKey(cell.size, cell.color))
          ? `${cell.size} / ${cell.color} is given twice`
          : undefined;
    seen.add(cellKey(cell.size, cell.color));
    if (problem) ctx.addIssue({ code: 'custom', path: ['variants', index], message: problem });
  });
  const sum = stockOf(product.variants);
  if (product.stock !== undefined && product.stock !== sum) {
    ctx.addIssue({
      code: 'custom',
      path: ['stock'],
      message: `Stock (${product.stock}) must be the sum of the sizes and colours (${sum}), or left out`,
    });
  }
}

/** A checked product write; the colour tags are optional for writers that tag no picture (demo, tests). */
export type ProductWrite = z.output<typeof productFieldsSchema>;

/** The details of a save refused because cells the owner changed had their stock moved meanwhile: what each has now. */
export const stockMovedSchema = z.object({
  stockNow: z.array(z.object({ size: z.string(), color: z.string(), stock: z.number().int() })),
});
export type StockMoved = z.infer<typeof stockMovedSchema>;

/** A cell the owner changed while orders moved its stock: what it has now and what the form showed. */
export type MovedCell = { size: string; color: string; now: number; seen: number };

/**
 * The grid a write stores: the cells it gives (others at 0), each given with the stock its form saw
 * settled against the stock it has now (`variantWriteSchema.stockSeen`); cells changed although their
 * stock moved meanwhile are `moved`, and the write must not be stored. Without cells, the product's
 * current cells that stay in the grid keep their stock when their sum is the written total, and
 * otherwise the total is spread over the grid (common/variants.ts spreadStock).
 */
export function writtenGrid(
  product: Pick<ProductWrite, 'sizes' | 'colors' | 'stock' | 'variants'>,
  current: readonly VariantCell[] = [],
): { grid: VariantCell[]; moved: MovedCell[] } {
  if (product.variants) {
    const stockNow = new Map(current.map((cell) => [cellKey(cell.size, cell.color), cell.stock]));
    const moved: MovedCell[] = [];
    const cells = product.variants.map(({ stockSeen, ...cell }) => {
      const now = stockNow.get(cellKey(cell.size, cell.color)) ?? 0;
      const settled = { ...cell, sku: cell.sku ?? '' };
      if (stockSeen === undefined || now === stockSeen) return settled;
      if (cell.stock === stockSeen) return { ...settled, stock: now };
      moved.push({ size: cell.size, color: cell.color, now, seen: stockSeen });
      return settled;
    });
    return { grid: gridCells(product.sizes, product.colors, cells), moved };
  }
  const kept = gridCells(product.sizes, product.colors, current);
  const total = product.stock ?? stockOf(kept);
  return { grid: stockOf(kept) === total ? kept : spreadStock(kept, total), moved: [] };
}
export type ProductWriteInput = z.input<typeof productWriteSchema>;
