import slipsBetween from 'damerau-levenshtein';

/*
 * The names Pakistani customers and staff give the shop's cities (decision 0137). An order keeps the city
 * as it was typed; the order desk and checkout offer the city's full name for a short form or a slip,
 * and the couriers' booking reads a short form as its city (server/couriers/cities.ts).
 */

/** A city name for comparing: lower case, letters and digits only ('D.I. Khan' = 'di khan' = 'DI-KHAN'). */
export const cityKey = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The short forms people say and write for the largest cities, by cityKey: the airport and news codes
 * (KHI, LHE/LHR, ISB, RWP, FSD, MUX, PEW), the spoken short names (Pindi, Pesh, Hyd) and Faisalabad's old
 * name. Kept short on purpose: only names that mean one city to everyone, so none is ever a small town's.
 */
export const CITY_SHORT_FORMS: Readonly<Record<string, string>> = {
  khi: 'Karachi',
  lhe: 'Lahore',
  lhr: 'Lahore',
  isb: 'Islamabad',
  pindi: 'Rawalpindi',
  rwp: 'Rawalpindi',
  fsd: 'Faisalabad',
  lyallpur: 'Faisalabad',
  mux: 'Multan',
  pesh: 'Peshawar',
  pew: 'Peshawar',
  hyd: 'Hyderabad',
  dikhan: 'Dera Ismail Khan',
  dik: 'Dera Ismail Khan',
  dgkhan: 'Dera Ghazi Khan',
  dgk: 'Dera Ghazi Khan',
  ryk: 'Rahim Yar Khan',
  skt: 'Sialkot',
};

/** The city a short form stands for ('Pindi' → 'Rawalpindi'); undefined for any other name. */
export const cityOfShortForm = (typed: string): string | undefined => CITY_SHORT_FORMS[cityKey(typed)];

/**
 * The city the owner's figures count a typed name under (decision 0143): a short form's city, as booking
 * reads it ('Khi' → 'Karachi'), else the name as typed; cities are compared by cityKey. The order keeps
 * what was typed.
 */
export const cityCounted = (typed: string): string => cityOfShortForm(typed) ?? typed.trim();
/** The key the owner's figures group a typed city by: 'Khi', 'KARACHI' and 'Karachi.' are one city. */
export const countedCityKey = (typed: string): string => cityKey(cityCounted(typed));

/**
 * How many slips a typed name may hold and still be taken for a known city: none under four letters
 * (too many names are near), one up to five, two from six; a slip counted as the catalog's search counts
 * it (decision 0109: a letter missing, added or changed, or two neighbours swapped).
 */
const slipsAllowed = (key: string) => (key.length < 4 ? 0 : key.length < 6 ? 1 : 2);

/**
 * The known city the typed name most likely means, to ask "Did you mean …?": the city of a short form,
 * else the nearest of `known` within the slips allowed (of equals, the earlier in `known`, which lists the
 * shop's most used first). Undefined when the name is a known city as typed, or near none: a small town is
 * not a mistake.
 */
export function cityMeant(typed: string, known: readonly string[]): string | undefined {
  const key = cityKey(typed);
  if (!key) return undefined;
  const short = CITY_SHORT_FORMS[key];
  if (short) return short;
  if (known.some((name) => cityKey(name) === key)) return undefined;
  const allowed = slipsAllowed(key);
  let best: { name: string; slips: number } | undefined;
  for (const name of known) {
    const other = cityKey(name);
    if (Math.abs(other.length - key.length) > allowed) continue;
    const slips = slipsBetween(key, other).steps;
    if (slips <= allowed && (!best || slips < best.slips)) best = { name, slips };
  }
  return best?.name;
}
