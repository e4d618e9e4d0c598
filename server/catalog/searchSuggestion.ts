import type Database from 'better-sqlite3';
import slipsBetween from 'damerau-levenshtein';
import { parseSearchText, type ProductQuery } from '../../common/catalog';
import type { Db } from '../db/client';
import { ftsQuery, listingStamp, listProductIds, searchTerms } from './lists';

/*
 * "Did you mean": a search that finds nothing because of a slip on a phone's keyboard ('oxfrd',
 * 'kurtta', 'shrit') is offered the same search with each word that finds no product put right to
 * the nearest word of the catalog's titles, categories and colours: the words a shop names its
 * shirts by (decision 0107).
 */

/**
 * How many slips a typed word may hold: none under four letters (too many words are near), one up to
 * five, two from six; none for a number (a year or a code is meant as typed). A slip is a letter
 * missing, added, changed, or two neighbouring letters swapped, the commonest slip of thumbs
 * ('shrit', 'blakc'; decision 0109).
 */
const slipsAllowed = (term: string) => (!/\p{L}/u.test(term) || term.length < 4 ? 0 : term.length < 6 ? 1 : 2);

/** The catalog's words and how many products use each, by connection, with the listing stamp they were read at. */
const wordsOf = new WeakMap<Database.Database, { stamp: string; words: Map<string, number> }>();

/** The words of the products' titles (English and Urdu), categories and colours, read again when the listing changes. */
function catalogWords(db: Db): Map<string, number> {
  const sqlite = db.$client;
  const stamp = listingStamp(db, false);
  const kept = wordsOf.get(sqlite);
  if (kept?.stamp === stamp) return kept.words;
  const texts = sqlite
    .prepare("select title || ' ' || coalesce(categories, '') || ' ' || coalesce(colors, '') from product_search_text")
    .pluck()
    .all() as string[];
  const words = new Map<string, number>();
  // Only words with letters: a number is never put right, nor offered in place of a word.
  for (const text of texts)
    for (const word of new Set(searchTerms(text))) if (/\p{L}/u.test(word)) words.set(word, (words.get(word) ?? 0) + 1);
  wordsOf.set(sqlite, { stamp, words });
  return words;
}

/** Whether a word alone finds a product, as the search reads it (its first letters, its plural). */
const findsAProduct = (db: Db, term: string): boolean =>
  db.$client.prepare('select 1 from products_fts where products_fts match ? limit 1').pluck().get(ftsQuery(term)) !==
  undefined;

/** The catalog's word nearest to `term` within the slips allowed; of equals, the one more products use. */
function nearestWord(words: Map<string, number>, term: string): string | undefined {
  const allowed = slipsAllowed(term);
  let best: { word: string; slips: number; uses: number } | undefined;
  for (const [word, uses] of words) {
    if (Math.abs(word.length - term.length) > allowed) continue;
    const slips = slipsBetween(term, word).steps;
    if (slips > allowed) continue;
    if (!best || slips < best.slips || (slips === best.slips && uses > best.uses)) best = { word, slips, uses };
  }
  return best?.word;
}

/**
 * A word of a search as the catalog finds it: the word itself when it finds a product, else the
 * catalog's nearest word within the slips allowed, else undefined. The assistant puts the words of a
 * question right with it, one by one (server/assistant/catalogKnowledge.ts).
 */
export function wordPutRight(db: Db, term: string): string | undefined {
  return findsAProduct(db, term) ? term : nearestWord(catalogWords(db), term);
}

/**
 * The search text to offer a shopper whose search found nothing, or undefined: each word that finds
 * no product put right, and only when every such word has a near word and the search so put right,
 * with the same filters, finds shirts. A search with the owner's `stock:` range is not put right.
 */
export function searchSuggestion(db: Db, query: ProductQuery): string | undefined {
  const { words, stock } = parseSearchText(query.q ?? query.search);
  if (!words || stock) return undefined;
  const terms = searchTerms(words);
  const corrected = terms.map((term) => wordPutRight(db, term));
  if (corrected.some((word) => word === undefined) || corrected.every((word, index) => word === terms[index]))
    return undefined;
  const suggestion = corrected.join(' ');
  return listProductIds(db, { ...query, q: suggestion, search: undefined, page: 1 }).total > 0 ? suggestion : undefined;
}
