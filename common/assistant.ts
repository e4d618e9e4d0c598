/**
 * The shopping assistant's limits and popular questions (docs/product.md §2, §4, §9), shared by the server
 * and the storefront widget. The API shapes are zod schemas in assistantSchema.ts, kept apart so the
 * widget's lazy chunk takes these values without zod.
 */
import type { ShopLanguage } from './shopLanguages';

/** docs/product.md §4/§9: the last 10 messages go along as history. */
export const HISTORY_LIMIT = 10;
export const MAX_MESSAGE_LENGTH = 500;
/** A bot answer can be long (maxOutputTokens 800); history items are bounded so a request stays small. */
export const MAX_HISTORY_TEXT_LENGTH = 4000;
/** docs/product.md §9: at most 3 hot products are shown. */
export const HOT_PRODUCTS_SHOWN = 3;

/** The popular questions (docs/product.md §2/§4); the server answers each from the shop's policy and catalog. */
export const FAQ_TOPICS = ['shipping', 'payment', 'returns', 'sizes', 'discount', 'products'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];
/** Each popular question as the shopper asks it, in each language: the widget's buttons and the FAQ answers' questions (issue 26). */
export const FAQ_QUESTIONS: Record<ShopLanguage, Record<FaqTopic, string>> = {
  en: {
    shipping: 'How much is delivery?',
    payment: 'How can I pay?',
    returns: 'What is your return policy?',
    sizes: 'What sizes do you have?',
    discount: 'Do you have any discounts?',
    products: 'Which shirts are popular?',
  },
  ur: {
    shipping: 'ڈیلیوری کتنے کی ہے؟',
    payment: 'ادائیگی کیسے کی جا سکتی ہے؟',
    returns: 'واپسی کی پالیسی کیا ہے؟',
    sizes: 'آپ کے پاس کون سے سائز ہیں؟',
    discount: 'کیا کوئی رعایت مل سکتی ہے؟',
    products: 'کون سی شرٹس زیادہ پسند کی جا رہی ہیں؟',
  },
};
