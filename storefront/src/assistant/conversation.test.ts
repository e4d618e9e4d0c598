import { describe, expect, it } from 'vitest';
import rosetta from 'rosetta';
import { ApiError } from '../../../common/apiClient';
import type { ShopLanguage } from '../../../common/shopLanguages';
import type { Catalog, Translate } from '../i18n/catalog';
import { en } from '../i18n/en';
import { ur } from '../i18n/ur';
import {
  chatProblem,
  EMPTY_CONVERSATION,
  greetingText,
  headerLine,
  historyFor,
  linkSegments,
  newMessage,
  readConversation,
  tellMeMoreMessage,
} from './conversation';

/** A reader of one language, as the widget gets from useI18n. */
function readerOf(language: ShopLanguage) {
  const i18n = rosetta<Catalog>({ en, ur });
  const t: Translate = (key, ...[params]) => i18n.t(key, params as Record<string, unknown>, language);
  return { language, t };
}
const english = readerOf('en');
const urdu = readerOf('ur');
/** The shop the greeting tests are run for, as its owner described it in Settings. */
const LAWN_HOUSE = { shopName: 'Lawn House', city: 'Multan', aboutUs: 'Two sisters stitching lawn shirts since 2019' };
const PRODUCTS_PAGE = [{ phrase: 'Products page', to: '/products' }];

describe('chat history (docs/product.md §4: the last 10 messages are sent as history)', () => {
  it('sends the last 10 messages, type and text only, leaving out error-styled ones', () => {
    const messages = Array.from({ length: 12 }, (_, index) =>
      newMessage(index % 2 === 0 ? 'user' : 'bot', `message ${index}`),
    );
    messages.splice(11, 0, newMessage('bot', 'Connection failed', { isError: true }));
    const history = historyFor(messages);
    expect(history).toHaveLength(10);
    expect(history[0]).toEqual({ type: 'user', text: 'message 2' });
    expect(history.at(-1)).toEqual({ type: 'bot', text: 'message 11' });
    expect(history.some((item) => item.text === 'Connection failed')).toBe(false);
  });
});

describe('the conversation kept for the visit (sessionStorage)', () => {
  it('reads back what was stored', () => {
    const stored = {
      messages: [newMessage('bot', 'Hi', { products: [{ id: 'P1', title: 'Oxford' }] })],
      open: true,
      teaserDismissed: false,
      trendingShown: true,
    };
    expect(readConversation(JSON.stringify(stored))).toEqual(stored);
  });

  it('starts afresh from nothing, broken JSON or a foreign shape, and drops malformed messages', () => {
    expect(readConversation(null)).toEqual(EMPTY_CONVERSATION);
    expect(readConversation('{not json')).toEqual(EMPTY_CONVERSATION);
    expect(readConversation('[1,2]')).toEqual(EMPTY_CONVERSATION);
    const good = newMessage('user', 'Hello');
    expect(
      readConversation(JSON.stringify({ messages: [good, { type: 'system', text: 'x' }, { ...good, products: 'no' }] }))
        .messages,
    ).toEqual([good]);
  });
});

describe('product names in answers link to their pages (issue 11)', () => {
  it('links each named product, whatever the case, longest name first', () => {
    const products = [
      { id: 'P1', title: 'Oxford Shirt' },
      { id: 'P2', title: 'White Oxford Shirt' },
    ];
    expect(linkSegments('Try the white oxford shirt or the Oxford Shirt.', products)).toEqual([
      { text: 'Try the ' },
      { text: 'white oxford shirt', to: '/products/P2' },
      { text: ' or the ' },
      { text: 'Oxford Shirt', to: '/products/P1' },
      { text: '.' },
    ]);
  });

  it('links the Products page and reads names with pattern characters literally', () => {
    expect(
      linkSegments('See (A+B) Shirt on our Products page', [{ id: 'A B', title: '(A+B) Shirt' }], PRODUCTS_PAGE),
    ).toEqual([
      { text: 'See ' },
      { text: '(A+B) Shirt', to: '/products/A%20B' },
      { text: ' on our ' },
      { text: 'Products page', to: '/products' },
    ]);
  });
});

describe("'Tell Me More' (docs/product.md §4)", () => {
  it('lists up to 3 trending titles, linked', () => {
    const products = [
      { id: 'A', title: 'Navy Polo', price: 1800, imageUrl: null },
      { id: 'B', title: 'Linen Kurta', price: 3300, imageUrl: null },
    ];
    expect(tellMeMoreMessage(products, english.t)).toEqual({
      text: 'Trending right now: Navy Polo and Linen Kurta. Shoppers are loving them! Tap a name to see sizes and colours, or ask me about any of them.',
      products: [
        { id: 'A', title: 'Navy Polo' },
        { id: 'B', title: 'Linen Kurta' },
      ],
    });
  });

  it('gives the generic collection message for the sample picks', () => {
    expect(tellMeMoreMessage(null, english.t).text).toMatch(
      /^Have a look at our premium shirt collection on the Products page/,
    );
  });
});

describe('the assistant speaks of the shop as its owner describes it in Settings (issue 24 item 5)', () => {
  it('greets with the shop’s name and its own about-us, or its city, never a description fixed in code', () => {
    expect(greetingText(LAWN_HOUSE, english)).toBe(
      "Assalam-o-Alaikum! I'm the Lawn House assistant. Two sisters stitching lawn shirts since 2019. Ask me anything about our shirts, sizes, delivery or payment.",
    );
    expect(greetingText({ ...LAWN_HOUSE, aboutUs: '' }, english)).toBe(
      "Assalam-o-Alaikum! I'm the Lawn House assistant. We're in Multan. Ask me anything about our shirts, sizes, delivery or payment.",
    );
    expect(greetingText({ ...LAWN_HOUSE, city: '', aboutUs: '' }, english)).toBe(
      "Assalam-o-Alaikum! I'm the Lawn House assistant. Ask me anything about our shirts, sizes, delivery or payment.",
    );
  });

  it('names the shop’s city under its name in the chat header, when the owner gave one', () => {
    expect(headerLine({ city: 'Multan' }, english.t)).toBe('Shopping assistant · Multan');
    expect(headerLine({ city: '' }, english.t)).toBe('Shopping assistant');
  });
});

describe('the assistant in Urdu (issue 26)', () => {
  it('greets in Urdu, quoting the owner only when they wrote in Urdu, else saying the city', () => {
    expect(greetingText(LAWN_HOUSE, urdu)).toBe(
      'السلام علیکم! میں \u2068Lawn House\u2069 کا اسسٹنٹ ہوں۔ ہم Multan میں ہیں۔ ہماری شرٹس، سائز، ڈیلیوری یا ادائیگی کے بارے میں کچھ بھی پوچھیں۔',
    );
    expect(greetingText({ ...LAWN_HOUSE, aboutUs: 'دو بہنیں، 2019 سے لان کی شرٹس' }, urdu)).toBe(
      'السلام علیکم! میں \u2068Lawn House\u2069 کا اسسٹنٹ ہوں۔ دو بہنیں، 2019 سے لان کی شرٹس۔ ہماری شرٹس، سائز، ڈیلیوری یا ادائیگی کے بارے میں کچھ بھی پوچھیں۔',
    );
    expect(headerLine({ city: 'Multan' }, urdu.t)).toBe('خریداری میں مدد · Multan');
  });

  it("lists trending shirts with Urdu's comma and 'and', and links the products page by its Urdu name", () => {
    const products = ['Navy Polo', 'Linen Kurta', 'Oxford'].map((title, index) => ({
      id: `P${index}`,
      title,
      price: 1800,
      imageUrl: null,
    }));
    expect(tellMeMoreMessage(products, urdu.t).text).toMatch(
      /^آج کل مقبول: Navy Polo، Linen Kurta اور Oxford۔ خریدار انہیں/,
    );
    const premium = tellMeMoreMessage(null, urdu.t).text;
    expect(
      linkSegments(premium, [], [{ phrase: urdu.t('assistant.productsPage'), to: '/products' }]).filter(
        (segment) => segment.to,
      ),
    ).toEqual([{ text: 'شرٹس کے صفحے', to: '/products' }]);
  });

  it("says the shop's refusals in Urdu, and the failure line when the shop did not answer", () => {
    const limited = new ApiError(429, 'RATE_LIMITED', 'Too many messages. Please wait a minute.');
    expect(chatProblem(limited, english)).toBe('Too many messages. Please wait a minute.');
    expect(chatProblem(limited, urdu)).toBe(ur.assistant.tooMany);
    expect(chatProblem(new TypeError('Failed to fetch'), urdu)).toBe(ur.assistant.failure);
  });
});
