import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReply, FaqEntry } from '../../common/assistantSchema';
import { saveProduct } from '../catalog/saveProduct';
import { startTestShop, type TestShop } from '../testing/testShop';
import { DELIVERY_TIME } from './cannedAnswers';
import { topicsOf } from './topics';
import { URDU_DELIVERY_TIME } from './urduAnswers';

type Answer<T> = { success: boolean; data: T };

/** No model key: every answer is a canned one. */
let shop: TestShop;

/** An Oxford and a kurta, both with L in stock: a question about the Oxford in L must not list the kurta. */
function stock(id: string, title: string) {
  saveProduct(
    shop.deps.db,
    {
      id,
      title,
      description: 'Cotton.',
      price: 2000,
      sizes: ['M', 'L'],
      colors: ['White'],
      categories: ['Formal'],
      variants: [
        { size: 'M', color: 'White', stock: 3, sku: '' },
        { size: 'L', color: 'White', stock: 4, sku: '' },
      ],
    },
    new Date(),
  );
}

const chat = (message: string, language: 'en' | 'ur' = 'en') =>
  shop.call<Answer<ChatReply>>('POST', '/api/assistant/chat', { body: { message, history: [], language } });
const faq = async (language: 'en' | 'ur', topic: string) =>
  (await shop.call<Answer<FaqEntry[]>>('GET', `/api/assistant/faq?language=${language}`)).body.data.find(
    (entry) => entry.topic === topic,
  )!.answer;

beforeAll(async () => {
  shop = await startTestShop();
  stock('OX-1', 'Classic Oxford Shirt');
  stock('KURTA-1', 'Linen Kurta');
});
afterAll(() => shop.close());

describe('a word typed with a slip is read as the catalog reads it (decision 0107), a size named or not', () => {
  it('finds the Oxford shirts in L for “oxferd”, not every shirt with L in stock', async () => {
    const { body } = await chat('do u have oxferd shirt in L size');
    expect(body.data.products).toEqual([{ id: 'OX-1', title: 'Classic Oxford Shirt' }]);
    expect(body.data.reply).toContain('Classic Oxford Shirt');
    expect(body.data.reply).not.toContain('Linen Kurta');
  });

  it('finds them without a size too', async () => {
    const { body } = await chat('do u have oxferd shirt');
    expect(body.data.products).toEqual([{ id: 'OX-1', title: 'Classic Oxford Shirt' }]);
  });
});

describe('a question about delivery days is answered from what the shop knows of them, with the fee', () => {
  it.each(['how many days for delivery?', 'How many days does delivery take to Quetta?'])(
    'answers %j with no number of days made up',
    async (question) => {
      const { body } = await chat(question);
      expect(body.data.reply).toBe(`${DELIVERY_TIME} ${await faq('en', 'shipping')}`);
    },
  );

  it('answers “ڈیلیوری کتنے دن” in Urdu', async () => {
    const { body } = await chat('ڈیلیوری کتنے دن', 'ur');
    expect(body.data.reply).toBe(`${URDU_DELIVERY_TIME} ${await faq('ur', 'shipping')}`);
  });
});

describe('a question with two asks gets both answers', () => {
  it('answers the delivery days and the code of an Urdu question, in the order asked', async () => {
    const { body } = await chat('ڈیلیوری کتنے دن میں ہوگی اور کیا کوئی ڈسکاؤنٹ کوڈ ہے؟', 'ur');
    expect(body.data.reply).toBe(
      `${URDU_DELIVERY_TIME} ${await faq('ur', 'shipping')}\n\n${await faq('ur', 'discount')}`,
    );
  });

  it('answers both asks of an English question', async () => {
    const { body } = await chat('how many days for delivery, and is there a code?');
    expect(body.data.reply).toBe(`${DELIVERY_TIME} ${await faq('en', 'shipping')}\n\n${await faq('en', 'discount')}`);
  });

  it('answers “how many days, and how much is it?” about delivery with its days and its fee, not the stock', async () => {
    const { body } = await chat('ڈیلیوری کتنے دن میں ہوگی اور کتنے کی ہے؟', 'ur');
    expect(body.data.reply).toBe(`${URDU_DELIVERY_TIME} ${await faq('ur', 'shipping')}`);
    expect(body.data.products).toEqual([]);
  });

  it.each([
    ['how many days for delivery, and is there a code?', ['deliveryTime', 'discount']],
    ['kitne din mein delivery hogi aur koi code hai', ['deliveryTime', 'discount']],
    ['ڈیلیوری کتنے دن میں ہوگی اور کتنے کی ہے؟', ['deliveryTime']],
    ['how long does delivery take, and how much is it?', ['deliveryTime']],
    ['how much is delivery and how long does it take?', ['deliveryTime']],
    ['how much is delivery?', ['shipping']],
    ['I like the linen shirt, how much is it?', ['products']],
    ['Can I pay cash on delivery, and can I return it?', ['payment', 'returns']],
    // One ask, however many keywords: the most specific topic, as before.
    ['Do you take cash on delivery?', ['payment']],
    ['Hi, I want to return a shirt', ['returns']],
    ['black and white shirts?', ['products']],
    ['hello', []],
  ])('reads %j as %j', (question, topics) => {
    expect(topicsOf(question)).toEqual(topics);
  });
});
