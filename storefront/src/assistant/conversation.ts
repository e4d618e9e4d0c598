import { HISTORY_LIMIT, MAX_HISTORY_TEXT_LENGTH } from '../../../common/assistant';
import { ApiError } from '../../../common/apiClient';
import type { ChatMessageType, HistoryItem, HotProduct, ProductMention } from '../../../common/assistantSchema';
import type { ShopPolicy } from '../../../common/policy';
import type { ShopLanguage } from '../../../common/shopLanguages';
import type { Translate } from '../i18n/catalog';

/** docs/product.md §3 Chat message, plus the products it names so their names link to their pages. */
export type ChatMessage = {
  id: string;
  type: ChatMessageType;
  text: string;
  timestamp: string;
  isError?: boolean;
  products?: ProductMention[];
};

/** What survives a reload for the rest of the visit (sessionStorage). */
export type StoredConversation = {
  messages: ChatMessage[];
  open: boolean;
  teaserDismissed: boolean;
  trendingShown: boolean;
};

export const STORAGE_KEY = 'assistant';
export const EMPTY_CONVERSATION: StoredConversation = {
  messages: [],
  open: false,
  teaserDismissed: false,
  trendingShown: false,
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isMention(value: unknown): value is ProductMention {
  return isObject(value) && typeof value.id === 'string' && typeof value.title === 'string';
}

function isMessage(value: unknown): value is ChatMessage {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    (value.type === 'user' || value.type === 'bot') &&
    typeof value.text === 'string' &&
    typeof value.timestamp === 'string' &&
    (value.isError === undefined || typeof value.isError === 'boolean') &&
    (value.products === undefined || (Array.isArray(value.products) && value.products.every(isMention)))
  );
}

/** A stored conversation, or an empty one when nothing (or something unreadable) was stored. */
export function readConversation(raw: string | null): StoredConversation {
  if (!raw) return EMPTY_CONVERSATION;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isObject(parsed) || !Array.isArray(parsed.messages)) return EMPTY_CONVERSATION;
    return {
      messages: parsed.messages.filter(isMessage),
      open: parsed.open === true,
      teaserDismissed: parsed.teaserDismissed === true,
      trendingShown: parsed.trendingShown === true,
    };
  } catch {
    return EMPTY_CONVERSATION;
  }
}

/**
 * docs/product.md §4: the last 10 messages go along as history. Error-styled messages were never part of
 * the conversation (the shop did not answer), so they are left out.
 */
export function historyFor(messages: ChatMessage[]): HistoryItem[] {
  return messages
    .filter((message) => !message.isError)
    .slice(-HISTORY_LIMIT)
    .map(({ type, text }) => ({ type, text: text.slice(0, MAX_HISTORY_TEXT_LENGTH) }));
}

let counter = 0;
export function newMessage(
  type: ChatMessageType,
  text: string,
  extra: Pick<ChatMessage, 'isError' | 'products'> = {},
): ChatMessage {
  counter += 1;
  return { id: `${Date.now().toString(36)}-${counter}`, type, text, timestamp: new Date().toISOString(), ...extra };
}

/** The reader's language and its catalog: what the assistant's own lines are written in. */
export type Reader = { language: ShopLanguage; t: Translate };

/**
 * The shop's name as the owner typed it, set apart from the sentence around it when that sentence reads
 * right to left: "Karachi Shirt Co." would otherwise have its full stop moved to the wrong end.
 */
export const shopNameIn = (name: string, language: ShopLanguage) => (language === 'en' ? name : `\u2068${name}\u2069`);

/** Urdu letters: words the owner wrote in Urdu. */
const inUrduScript = (text: string) => /[\u0600-\u06FF]/.test(text);

/**
 * The greeting speaks of the shop as its owner describes it in Settings (issue 24 item 5), never of a shop
 * fixed in code. The owner's about-us is quoted only in the script the shopper reads: an English one in
 * an Urdu greeting would break the line, so the Urdu greeting says the city instead (English quotes it as before).
 */
export function greetingText(
  { shopName, city, aboutUs }: Pick<ShopPolicy, 'shopName' | 'city' | 'aboutUs'>,
  { language, t }: Reader,
): string {
  const ownWords = aboutUs && (language === 'en' || inUrduScript(aboutUs));
  const about = ownWords
    ? ` ${/[.!?۔]$/.test(aboutUs) ? aboutUs : `${aboutUs}${language === 'ur' ? '۔' : '.'}`}`
    : city
      ? t('assistant.inCity', { city })
      : '';
  return t('assistant.greeting', { shop: shopNameIn(shopName, language), about });
}

/** The chat header's line under the shop's name: its city, or nothing. */
export const headerLine = ({ city }: Pick<ShopPolicy, 'city'>, t: Translate) =>
  city ? t('assistant.headerInCity', { city }) : t('assistant.header');

/**
 * What the chat says when a message got no answer: the shop's own refusals (too many messages, a message
 * it cannot take) say what to do, in its words in English and the catalog's in Urdu; anything else is
 * docs/product.md §8's failure line.
 */
export function chatProblem(error: unknown, { language, t }: Reader): string {
  if (!(error instanceof ApiError) || (error.code !== 'RATE_LIMITED' && error.code !== 'VALIDATION'))
    return t('assistant.failure');
  if (language === 'en') return error.message;
  return t(error.code === 'RATE_LIMITED' ? 'assistant.tooMany' : 'assistant.checkMessage');
}

/** "A, B and C" in the reader's language. */
function listed(names: string[], t: Translate): string {
  if (names.length === 1) return names[0]!;
  return t('assistant.listLast', {
    rest: names.slice(0, -1).join(t('assistant.listSeparator')),
    last: names[names.length - 1]!,
  });
}

/** 'Tell Me More' (docs/product.md §4): up to 3 trending titles, or the generic collection message without real products. */
export function tellMeMoreMessage(products: HotProduct[] | null, t: Translate): Pick<ChatMessage, 'text' | 'products'> {
  if (!products || products.length === 0) return { text: t('assistant.premium') };
  const names = listed(
    products.map((product) => product.title),
    t,
  );
  return {
    text: t(products.length === 1 ? 'assistant.trendingOne' : 'assistant.trendingMany', { names }),
    products: products.map(({ id, title }) => ({ id, title })),
  };
}

export type TextSegment = { text: string; to?: string };
/** A page an answer may name by words alone, e.g. the catalog as "Products page". */
export type PageLink = { phrase: string; to: string };

/**
 * Splits a message into plain text and links: product names (longest first, any case) link to the
 * product's page, `pages` (the catalog's "Products page" in the reader's language) to theirs.
 */
export function linkSegments(text: string, products: ProductMention[] = [], pages: PageLink[] = []): TextSegment[] {
  const targets = [
    ...products.map((product) => ({ phrase: product.title, to: `/products/${encodeURIComponent(product.id)}` })),
    ...pages,
  ].filter((target) => target.phrase.trim() !== '');
  if (targets.length === 0) return [{ text }];
  targets.sort((a, b) => b.phrase.length - a.phrase.length);
  const escaped = targets.map((target) => target.phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(${escaped.join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => {
      const target = targets.find((candidate) => candidate.phrase.toLowerCase() === part.toLowerCase());
      return target ? { text: part, to: target.to } : { text: part };
    });
}
