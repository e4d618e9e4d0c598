import { colourKey } from '../../../common/colors';
import { URDU_COLOURS } from '../../../common/urduWords';
import type { ShopLanguage } from '../../../common/shopLanguages';

// Colour names as an Urdu reader says them (issue 35 item 6): the table is common/urduWords.ts, which the search reads too.

/** The colour's Urdu word, when it has one; null means the English name is shown as it is. */
export const urduColour = (name: string): string | null => URDU_COLOURS[colourKey(name)] ?? null;

/** The colour as a word in the shopper's language (for labels read aloud, where no element can isolate it). */
export const colourWord = (name: string, language: ShopLanguage): string =>
  (language === 'ur' && urduColour(name)) || name;
