import { colourKey } from '../../../common/colors';
import type { ShopLanguage } from '../../../common/shopLanguages';

/*
 * Colour names as an Urdu reader says them (issue 35 item 6). The shop writes its colours in English
 * (docs/product.md §2); the common ones have an everyday Urdu word, the rest stay English, isolated
 * left to right where they sit in Urdu text (ColourName).
 */
const URDU_COLOURS: Record<string, string> = {
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

/** The colour's Urdu word, when it has one; null means the English name is shown as it is. */
export const urduColour = (name: string): string | null => URDU_COLOURS[colourKey(name)] ?? null;

/** The colour as a word in the shopper's language (for labels read aloud, where no element can isolate it). */
export const colourWord = (name: string, language: ShopLanguage): string =>
  (language === 'ur' && urduColour(name)) || name;
