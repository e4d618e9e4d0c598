/*
 * The shop's own words as an Urdu reader writes them. The shop writes its colours and its product
 * wording in English (docs/product.md §2); the storefront shows the common colours in their everyday
 * Urdu word (issue 35 item 6), and the search finds a shirt by those words and a few of the shop's
 * others (decision 0115). No zod here: the storefront's first screens read it.
 */

/** Colours' everyday Urdu words, by the English colour as common/colors.ts colourKey writes it; the rest stay English. */
export const URDU_COLOURS: Readonly<Record<string, string>> = {
  white: 'سفید',
  'off white': 'آف وائٹ',
  cream: 'کریم',
  beige: 'بادامی',
  khaki: 'خاکی',
  brown: 'بھورا',
  black: 'کالا',
  grey: 'سرمئی',
  'light grey': 'ہلکا سرمئی',
  'dark grey': 'گہرا سرمئی',
  charcoal: 'چارکول',
  silver: 'چاندی',
  navy: 'گہرا نیلا',
  blue: 'نیلا',
  'royal blue': 'رائل بلیو',
  'sky blue': 'آسمانی',
  'light blue': 'ہلکا نیلا',
  teal: 'فیروزی',
  turquoise: 'فیروزی',
  green: 'سبز',
  'bottle green': 'گہرا سبز',
  'mint green': 'پودینہ سبز',
  olive: 'زیتونی',
  yellow: 'پیلا',
  mustard: 'سرسوں',
  gold: 'سنہری',
  orange: 'نارنجی',
  peach: 'آڑو',
  red: 'لال',
  maroon: 'مہرون',
  pink: 'گلابی',
  'baby pink': 'ہلکا گلابی',
  purple: 'جامنی',
  lavender: 'لیونڈر',
};

/** The shop's other words an Urdu reader searches with, by the English word its catalog holds. */
export const URDU_SHOP_WORDS: Readonly<Record<string, readonly string[]>> = {
  shirt: ['شرٹ', 'قمیض', 'قمیص'],
  kurta: ['کرتا', 'کرتہ'],
  cotton: ['کاٹن', 'سوتی'],
  linen: ['لینن'],
  lawn: ['لان'],
  formal: ['فارمل'],
  casual: ['کیژول', 'کیجول'],
};

/**
 * The same words as shoppers type Urdu in Latin letters (Roman Urdu), the way most Pakistani phones
 * write it: 'safaid kameez' is a white shirt. Spellings vary, so each word lists the common ones, and
 * the feminine forms a shopper uses with 'kameez' (kali, neeli). Only for search (decision 0119).
 */
export const ROMAN_URDU_WORDS: Readonly<Record<string, readonly string[]>> = {
  white: ['safaid', 'safed', 'sufaid', 'sufed', 'safaed'],
  black: ['kala', 'kaala', 'kali', 'kaali'],
  blue: ['neela', 'nila', 'neeli', 'nili'],
  navy: ['gehra neela', 'gehra nila', 'gehri neeli'],
  'sky blue': ['asmani', 'aasmani'],
  red: ['lal', 'laal'],
  green: ['hara', 'hari', 'sabz'],
  yellow: ['peela', 'pila', 'peeli', 'pili'],
  pink: ['gulabi'],
  purple: ['jamni'],
  brown: ['bhoora', 'bhura', 'bhoori'],
  grey: ['surmai'],
  orange: ['narangi', 'naranji'],
  maroon: ['mehroon', 'mahroon'],
  gold: ['sunehri', 'sunehra', 'sunahri'],
  beige: ['badami'],
  olive: ['zaitooni', 'zaituni'],
  mustard: ['sarson'],
  teal: ['ferozi', 'firozi'],
  turquoise: ['ferozi', 'firozi'],
  shirt: ['kameez', 'kamees', 'qameez', 'qamees', 'qamis'],
  cotton: ['sooti', 'suti'],
};
