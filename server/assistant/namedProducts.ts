import type { Product } from '../../common/catalog';
import { productsByIds } from '../catalog/queries';
import { products } from '../catalog/schema';
import type { Db } from '../db/client';

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

const singular = (word: string) =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

/** Every word of a text worth searching the catalog for, in lower case, once; plurals as their singular. */
export function wordsOf(text: string): string[] {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((word) => word.length >= 3 && !NOISE_WORDS.has(word))
    .map(singular);
  return [...new Set(words)];
}

/** The words of a question worth searching the catalog for, at most 6. */
export const searchWords = (message: string): string[] => wordsOf(message).slice(0, 6);

/** The products a question names by their titles, and the title words it named them by. */
export type NamedProducts = { products: Product[]; words: string[] };

/** Each product's title words ('Classic White Oxford Shirt': classic, white, oxford) and its Urdu title. */
const titlesOf = (db: Db) =>
  db
    .select({ id: products.id, title: products.title, titleUrdu: products.titleUrdu })
    .from(products)
    .all()
    .map((row) => ({ ...row, words: wordsOf(row.title), urduWords: wordsOf(row.titleUrdu ?? '') }));

/**
 * The products a question names (issue: "is the Classic White Oxford Shirt available in L?" is about that
 * shirt): those whose every title word the question holds ('the black denim shirt'), or whose Urdu title
 * it holds; else, when there are none, the products whose titles hold every title word the question has,
 * apart from the words in `notNames` (its colours, sizes and categories, which filter rather than name):
 * 'Oxford شرٹ' names the Oxfords. A named product wins over the words inside its title: its colour word
 * ('White') names the shirt, and is no colour asked. Up to `limit` products.
 */
export function productsNamed(
  db: Db,
  message: string,
  words: readonly string[],
  notNames: ReadonlySet<string>,
  limit: number,
): NamedProducts {
  const titles = titlesOf(db);
  const asked = new Set(words);
  const inFull = titles.filter(
    (title) =>
      (title.words.length > 0 && title.words.every((word) => asked.has(word))) ||
      (title.titleUrdu !== null && title.titleUrdu.trim() !== '' && message.includes(title.titleUrdu.trim())),
  );
  if (inFull.length > 0) {
    // 'Classic Oxford Shirt' named names 'Oxford Shirt' too: the longer title is the one meant.
    const named = inFull
      .filter(
        (title) =>
          !inFull.some(
            (other) =>
              other.words.length > title.words.length && title.words.every((word) => other.words.includes(word)),
          ),
      )
      .slice(0, limit);
    return {
      products: productsByIds(
        db,
        named.map(({ id }) => id),
      ),
      words: [...new Set(named.flatMap((title) => [...title.words, ...title.urduWords]))],
    };
  }
  const vocabulary = new Set(titles.flatMap((title) => title.words));
  const nameWords = words.filter((word) => vocabulary.has(word) && !notNames.has(word));
  if (nameWords.length === 0) return { products: [], words: [] };
  const inPart = titles.filter((title) => nameWords.every((word) => title.words.includes(word))).slice(0, limit);
  return {
    products: productsByIds(
      db,
      inPart.map(({ id }) => id),
    ),
    words: nameWords,
  };
}
