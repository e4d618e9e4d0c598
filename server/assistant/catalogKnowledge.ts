import { count, gt, max, min } from 'drizzle-orm';
import type { Product } from '../../common/catalog';
import { listProducts } from '../catalog/lists';
import { listCategories } from '../catalog/queries';
import { products, productVariants } from '../catalog/schema';
import type { Db } from '../db/client';

/** docs/product.md §9: the assistant's product search returns at most 5 products. */
export const ASSISTANT_SEARCH_LIMIT = 5;

/**
 * What the assistant's product search found for a question (docs/product.md §7 assistant call, §8 messages):
 * matching products, none, or a failure of the catalog itself.
 */
export type ProductLookup = { kind: 'found'; products: Product[] } | { kind: 'none' } | { kind: 'failed' };

/**
 * Words that say nothing about which shirt is meant ("do you have any shirts in white?"): searching
 * for them would only narrow the catalog's every-word match to nothing.
 */
const NOISE_WORDS = new Set(
  (
    'a an and any are available buy can could do does for from get give got have how i in is it me much my need of on or ' +
    'please price prices cost costs shirt shirts show some tell the there this to what which with want would you your ' +
    'looking like about also all anything best cheap good nice new one ones item items product products stock size sizes ' +
    'colour colours color colors sell selling hi hello salam assalam thanks thank ' +
    // Roman Urdu and Urdu (issue 26): 'kya aap ke paas white shirt hai?', 'کیا آپ کے پاس سفید قمیض ہے؟'
    'kya hai hain aap mujhe chahiye kitne kitna kitni milega koi wala wali paas ' +
    'کیا ہیں پاس لیے چاہیے کوئی والی والا مجھے ملے گی ملے گا'
  ).split(' '),
);

/** The words of a question worth searching the catalog for; plurals searched as their singular. */
export function searchWords(message: string): string[] {
  const words = (message.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((word) => word.length >= 3 && !NOISE_WORDS.has(word))
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
  return [...new Set(words)].slice(0, 6);
}

/**
 * The assistant's product search over the live catalog, with the catalog's own queries: a category
 * named in the question narrows it; products matching every word come first, then products matching
 * any one word, up to 5. A question naming nothing in particular gets the newest products.
 */
export function findProductsFor(db: Db, message: string): ProductLookup {
  try {
    const lowered = ` ${message.toLowerCase()} `;
    const category = listCategories(db).find((name) => {
      const singular = name.toLowerCase().replace(/s$/, '');
      return (
        lowered.includes(` ${name.toLowerCase()} `) ||
        lowered.includes(` ${singular} `) ||
        lowered.includes(` ${singular}s `)
      );
    });
    const words = searchWords(message).filter((word) => !category || !category.toLowerCase().startsWith(word));
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
};

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
  const cellInStock = gt(productVariants.stock, 0);
  const sizes = db
    .selectDistinct({ size: productVariants.size })
    .from(productVariants)
    .where(cellInStock)
    .all()
    .map((row) => row.size);
  const colors = db
    .selectDistinct({ color: productVariants.color })
    .from(productVariants)
    .where(cellInStock)
    .all()
    .map((row) => row.color);
  return {
    inStock: totals?.inStock ?? 0,
    minPrice: totals?.minPrice ?? null,
    maxPrice: totals?.maxPrice ?? null,
    sizesInStock: sizes.sort((a, b) => sizeRank(a) - sizeRank(b) || a.localeCompare(b)),
    colorsInStock: colors.sort((a, b) => a.localeCompare(b)),
  };
}
