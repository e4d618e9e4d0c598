import { HISTORY_LIMIT, MAX_HISTORY_TEXT_LENGTH } from '../../../common/assistant';
import type { ChatMessageType, HistoryItem, HotProduct, ProductMention } from '../../../common/assistantSchema';
import type { ShopPolicy } from '../../../common/policy';

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
export type StoredConversation = { messages: ChatMessage[]; open: boolean; teaserDismissed: boolean; trendingShown: boolean };

export const STORAGE_KEY = 'assistant';
export const EMPTY_CONVERSATION: StoredConversation = { messages: [], open: false, teaserDismissed: false, trendingShown: false };

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
export function newMessage(type: ChatMessageType, text: string, extra: Pick<ChatMessage, 'isError' | 'products'> = {}): ChatMessage {
  counter += 1;
  return { id: `${Date.now().toString(36)}-${counter}`, type, text, timestamp: new Date().toISOString(), ...extra };
}

/** The greeting speaks of the shop as its owner describes it in Settings (issue 24 item 5), never of a shop fixed in code. */
export function greetingText({ shopName, city, aboutUs }: Pick<ShopPolicy, 'shopName' | 'city' | 'aboutUs'>): string {
  const about = aboutUs ? ` ${/[.!?]$/.test(aboutUs) ? aboutUs : `${aboutUs}.`}` : city ? ` We're in ${city}.` : '';
  return `Assalam-o-Alaikum! I'm the ${shopName} assistant.${about} Ask me anything about our shirts, sizes, delivery or payment.`;
}

/** The chat header's line under the shop's name: its city, or nothing. */
export const headerLine = ({ city }: Pick<ShopPolicy, 'city'>) => (city ? `Shopping assistant · ${city}` : 'Shopping assistant');

/** docs/product.md §8. */
export const CHAT_FAILURE_TEXT = "I'm sorry, I'm having trouble connecting right now. Please try again later or contact our customer support.";
export const UNKNOWN_FAQ_TEXT = "I don't have specific information about that yet. Please contact our customer support team for more assistance.";
export const PREMIUM_COLLECTION_TEXT =
  'Have a look at our premium shirt collection on the Products page: every shirt lists its sizes, colours and stock. Ask me anything about sizes, delivery or payment!';

/** 'Tell Me More' (docs/product.md §4): up to 3 trending titles, or the generic collection message without real products. */
export function tellMeMoreMessage(products: HotProduct[] | null): Pick<ChatMessage, 'text' | 'products'> {
  if (!products || products.length === 0) return { text: PREMIUM_COLLECTION_TEXT };
  const names = products.map((product) => product.title);
  const listed = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return {
    text: `Trending right now: ${listed}. Shoppers are loving ${products.length === 1 ? 'it' : 'them'}! Tap a name to see sizes and colours, or ask me about any of them.`,
    products: products.map(({ id, title }) => ({ id, title })),
  };
}

export type TextSegment = { text: string; to?: string };

/** Pages an answer may name by words alone. */
const PAGE_LINKS = [{ phrase: 'Products page', to: '/products' }];

/**
 * Splits a message into plain text and links: product names (longest first, any case) link to the
 * product's page, "Products page" to the catalog.
 */
export function linkSegments(text: string, products: ProductMention[] = []): TextSegment[] {
  const targets = [
    ...products.map((product) => ({ phrase: product.title, to: `/products/${encodeURIComponent(product.id)}` })),
    ...PAGE_LINKS,
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
