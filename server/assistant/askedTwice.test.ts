import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReply, FaqEntry } from '../../common/assistantSchema';
import { saveProduct } from '../catalog/saveProduct';
import { startTestShop, type TestShop } from '../testing/testShop';
import { topicsOf } from './topics';

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

describe('a question with two asks gets both answers', () => {
  it('answers the delivery days and the code of an Urdu question, in the order asked', async () => {
    const { body } = await chat('ڈیلیوری کتنے دن میں ہوگی اور کیا کوئی ڈسکاؤنٹ کوڈ ہے؟', 'ur');
    expect(body.data.reply).toBe(`${await faq('ur', 'shipping')}\n\n${await faq('ur', 'discount')}`);
  });

  it('answers both asks of an English question', async () => {
    const { body } = await chat('how many days for delivery, and is there a code?');
    expect(body.data.reply).toBe(`${await faq('en', 'shipping')}\n\n${await faq('en', 'discount')}`);
  });

  it.each([
    ['how many days for delivery, and is there a code?', ['shipping', 'discount']],
    ['kitne din mein delivery hogi aur koi code hai', ['shipping', 'discount']],
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
