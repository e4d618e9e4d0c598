import { count, gt, max, min } from 'drizzle-orm';
import type { Product } from '../../common/catalog';
import { listProducts } from '../catalog/lists';
import { wordPutRight } from '../catalog/searchSuggestion';
import { listCategories } from '../catalog/queries';
import { products, productVariants } from '../catalog/schema';
import type { Db } from '../db/client';
import type { SizeChartRow } from '../../common/sizeCharts';
import { FEW_LEFT } from '../../common/variants';
import { sizeChartFor } from '../sizeCharts/queries';
import { productsNamed, searchWords, wordsOf } from './namedProducts';

/** docs/product.md §9: the assistant's product search returns at most 5 products. */
export const ASSISTANT_SEARCH_LIMIT = 5;

/**
 * What the assistant's product search found for a question (docs/product.md §7 assistant call, §8 messages):
 * matching products, none, or a failure of the catalog itself.
 */
export type ProductLookup =
  /** `named`: the question named these products by their titles (namedProducts.ts), so it is about them. */
  | { kind: 'found'; products: Product[]; asked?: VariantAsked; named?: boolean }
  | { kind: 'none'; asked?: VariantAsked }
  | { kind: 'failed' };

/** A size and/or colour the question names ("do you have XL in navy?"), as the catalog writes them. */
export type VariantAsked = { size?: string; color?: string };

/** Colour words in Urdu script and Roman Urdu, by the English name the shop writes (issue 35). */
const COLOUR_WORDS: Record<string, string[]> = {
  white: ['safaid', 'safed', 'sufaid', 'سفید'],
  black: ['kala', 'kali', 'kaala', 'kaali', 'کالا', 'کالی', 'سیاہ'],
  navy: ['نیوی'],
  blue: ['neela', 'neeli', 'nila', 'نیلا', 'نیلی'],
  'sky blue': ['آسمانی'],
  red: ['laal', 'lal', 'لال', 'سرخ'],
  green: ['hara', 'hari', 'سبز', 'ہرا', 'ہری'],
  grey: ['gray', 'سرمئی', 'گرے'],
  pink: ['gulabi', 'گلابی'],
  maroon: ['مہرون'],
  yellow: ['peela', 'peeli', 'پیلا', 'پیلی'],
  brown: ['bhoora', 'بھورا', 'بھوری'],
};

/** Whether the text holds the word as a word of its own (\b knows no Urdu letters, so letters are tested by hand). */
const holdsWord = (text: string, word: string, flags = 'iu') =>
  new RegExp(`(^|[^\\p{L}\\p{N}'’])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[^\\p{L}\\p{N}'’])`, flags).test(
    text,
  );
/** A one-letter size counts only as a capital ('M', not the m of "I'm" or 'a m'): longer ones in any case ('xl'). */
const holdsSize = (text: string, size: string) => holdsWord(text, size, size.length === 1 ? 'u' : 'iu');

/**
 * The size and colour a question names, from those the catalog has in stock: 'XL', 'xxl', 'navy',
 * 'neela', 'سفید'. The longest size first, so 'XXL' is not read as 'XL'.
 */
export function variantAsked(
  message: string,
  facts: Pick<CatalogFacts, 'sizesInStock' | 'colorsInStock'>,
): VariantAsked {
  const size = [...facts.sizesInStock].sort((a, b) => b.length - a.length).find((each) => holdsSize(message, each));
  const color = [...facts.colorsInStock]
    .sort((a, b) => b.length - a.length)
    .find(
      (each) =>
        holdsWord(message, each) || (COLOUR_WORDS[each.toLowerCase()] ?? []).some((word) => holdsWord(message, word)),
    );
  return { ...(size && { size }), ...(color && { color }) };
}

/** The text without these words (any case), so what is left is read for a size and colour. */
const withoutWords = (text: string, words: readonly string[]) =>
  words.reduce(
    (left, word) =>
      left.replace(
        new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?(?=$|[^\\p{L}\\p{N}])`, 'giu'),
        '$1 ',
      ),
    text,
  );

/** The words naming the asked size and colour, left out of the text search. */
const variantWords = (asked: VariantAsked) =>
  new Set(
    [asked.size, asked.color, ...(asked.color ? (COLOUR_WORDS[asked.color.toLowerCase()] ?? []) : [])]
      .filter((word): word is string => Boolean(word))
      .flatMap((word) => word.toLowerCase().split(/\s+/)),
  );

export { searchWords } from './namedProducts';

/**
 * A word typed with a slip ('oxfrd', 'oxferd') is searched as the catalog's nearest word, as the product
 * list offers it (decision 0107), whether or not the question names a size: one speller, the catalog's.
 */
const wordsPutRight = (db: Db, words: string[]) => words.map((word) => wordPutRight(db, word) ?? word);

/**
 * The assistant's product search over the live catalog, with the catalog's own queries: a category
 * named in the question narrows it; products matching every word come first, then products matching
 * any one word, up to 5. A question naming nothing in particular gets the newest products.
 */
export function findProductsFor(db: Db, message: string): ProductLookup {
  try {
    const facts = catalogFacts(db);
    const categories = listCategories(db);
    const read = variantAsked(message, facts);
    const notNames = new Set([...variantWords(read), ...categories.flatMap((name) => wordsOf(name))]);
    const named = productsNamed(db, message, wordsPutRight(db, wordsOf(message)), notNames, ASSISTANT_SEARCH_LIMIT);
    if (named.products.length > 0) {
      // The words of the named titles name the shirts: 'White' in 'Classic White Oxford Shirt' asks no colour.
      const asked = variantAsked(withoutWords(message, named.words), facts);
      // The named shirts with or without the cell asked: the answer says which have it, and what the others have.
      return { kind: 'found', products: named.products, named: true, ...((asked.size || asked.color) && { asked }) };
    }
    const asked = read;
    // A size named makes it a stock question of that cell; a colour alone ('the navy oxford') is a search word.
    if (asked.size) return findInVariant(db, message, asked);
    const lowered = ` ${message.toLowerCase()} `;
    const category = categories.find((name) => {
      const singular = name.toLowerCase().replace(/s$/, '');
      return (
        lowered.includes(` ${name.toLowerCase()} `) ||
        lowered.includes(` ${singular} `) ||
        lowered.includes(` ${singular}s `)
      );
    });
    const words = wordsPutRight(db, searchWords(message)).filter(
      (word) => !category || !category.toLowerCase().startsWith(word),
    );
    const searches = words.length > 1 ? [words.join(' '), ...words] : words.length === 1 ? words : [''];
    const found = new Map<string, Product>();
    for (const search of searches) {
      for (const product of listProducts(db, { search, category, page: 1, limit: ASSISTANT_SEARCH_LIMIT }).items) {
        if (found.size < ASSISTANT_SEARCH_LIMIT) found.set(product.id, product);
      }
      if (found.size >= ASSISTANT_SEARCH_LIMIT) break;
    }
    return found.size > 0 ? { kind: 'found', products: [...found.values()] } : { kind: 'none' };
  } catch {
    return { kind: 'failed' };
  }
}

/**
 * A question naming a size and/or colour: only shirts whose cell of that size and colour is in stock
 * (the list's own filter, server/catalog/lists.ts), matching the other words when any do, else any such shirt.
 */
function findInVariant(db: Db, message: string, asked: VariantAsked): ProductLookup {
  const skip = variantWords(asked);
  const words = wordsPutRight(
    db,
    searchWords(message).filter((word) => !skip.has(word)),
  );
  const query = { size: asked.size, color: asked.color, page: 1, limit: ASSISTANT_SEARCH_LIMIT };
  const withWords = words.length > 0 ? listProducts(db, { ...query, search: words.join(' ') }).items : [];
  const found = withWords.length > 0 ? withWords : listProducts(db, query).items;
  return found.length > 0 ? { kind: 'found', products: found, asked } : { kind: 'none', asked };
}

/** What the canned answers and the prompt say about the catalog as a whole. */
export type CatalogFacts = {
  /** Products with at least one piece in stock. */
  inStock: number;
  minPrice: number | null;
  maxPrice: number | null;
  /** Sizes with at least one piece in some colour (issue 22: a sold-out size of a shirt in stock is not offered), smallest first. */
  sizesInStock: string[];
  /** Colours with at least one piece in some size, A to Z. */
  colorsInStock: string[];
  /** The men's size chart for all shirts (server/sizeCharts), which the size answer reads. */
  sizeChart: SizeChartRow[];
};

/**
 * What a shopper can buy of a product (issue 22), the same in every language: only the cells in stock,
 * all their sizes, the sizes by colour (colours with nothing in stock left out), and the cells under
 * FEW_LEFT pieces. The canned answers put it in words (cannedAnswers.ts inStockWords, urduAnswers.ts).
 */
export function stockOnOffer(product: Pick<Product, 'colors' | 'variants'>) {
  const cells = product.variants.filter((cell) => cell.stock > 0);
  const sizesIn = (color?: string) =>
    cells.filter((cell) => color === undefined || cell.color === color).map((cell) => cell.size);
  return {
    cells,
    oneColor: product.colors.length === 1,
    sizes: sizesIn(),
    byColor: product.colors
      .filter((color) => cells.some((cell) => cell.color === color))
      .map((color) => ({ color, sizes: sizesIn(color) })),
    few: cells.filter((cell) => cell.stock < FEW_LEFT),
  };
}

/** The cells in stock of the size and/or colour a question asked (issue 35), of one product. */
export const cellsAsked = (product: Pick<Product, 'variants'>, { size, color }: VariantAsked) =>
  product.variants.filter(
    (cell) => cell.stock > 0 && (!size || cell.size === size) && (!color || cell.color === color),
  );

/** The sizes in stock of these products, smallest first. */
export const sizesOfNamed = (named: readonly Pick<Product, 'variants'>[]) =>
  [
    ...new Set(named.flatMap((product) => product.variants.filter((cell) => cell.stock > 0).map((cell) => cell.size))),
  ].sort((a, b) => sizeRank(a) - sizeRank(b) || a.localeCompare(b));

/** The size chart's rows of these sizes, in the chart's order. */
export const chartOfSizes = (facts: Pick<CatalogFacts, 'sizeChart'>, sizes: readonly string[]) =>
  facts.sizeChart.filter((row) => sizes.some((size) => size.toLowerCase() === row.size.toLowerCase()));

/** The size chart's rows of the sizes in stock: a chart row of a sold-out size would offer what cannot be bought. */
export const chartInStock = (facts: CatalogFacts) => chartOfSizes(facts, facts.sizesInStock);

const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', 'XXXL', '3XL', '4XL'];
const sizeRank = (size: string) => {
  const rank = SIZE_ORDER.indexOf(size.toUpperCase());
  return rank === -1 ? SIZE_ORDER.length : rank;
};

export function catalogFacts(db: Db): CatalogFacts {
  const inStock = gt(products.stock, 0);
  const totals = db
    .select({ inStock: count(), minPrice: min(products.price), maxPrice: max(products.price) })
    .from(products)
    .where(inStock)
    .get();
  /** The sizes, or the colours, of the cells with at least one piece. */
  const inStockCells = (column: typeof productVariants.size | typeof productVariants.color) =>
    db
      .selectDistinct({ value: column })
      .from(productVariants)
      .where(gt(productVariants.stock, 0))
      .all()
      .map((row) => row.value);
  const sizes = inStockCells(productVariants.size);
  const colors = inStockCells(productVariants.color);
  return {
    inStock: totals?.inStock ?? 0,
    minPrice: totals?.minPrice ?? null,
    maxPrice: totals?.maxPrice ?? null,
    sizesInStock: sizes.sort((a, b) => sizeRank(a) - sizeRank(b) || a.localeCompare(b)),
    colorsInStock: colors.sort((a, b) => a.localeCompare(b)),
    sizeChart: sizeChartFor(db, []).rows,
  };
}
