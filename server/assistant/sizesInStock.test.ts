import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReply, FaqEntry } from '../../common/assistantSchema';
import { saveProduct } from '../catalog/saveProduct';
import { startAssistantShops } from '../testing/assistantShops';
import type { FakeModel } from '../testing/fakeModel';
import type { TestShop } from '../testing/testShop';

type Answer<T> = { success: boolean; data: T };

let fake: FakeModel;
/** No model key: every answer is a canned one. */
let keyless: TestShop;
/** Talks to the fake model, so the prompt can be read. */
let withModel: TestShop;

/** Size S is sold out in both colours, M only in White; Navy M is nearly gone. */
function stockNavyOxford(shop: TestShop) {
  saveProduct(
    shop.deps.db,
    {
      id: 'NAVY-OX',
      title: 'Navy Oxford Shirt',
      description: 'Oxford cotton.',
      price: 1800,
      sizes: ['S', 'M', 'L'],
      colors: ['Navy', 'White'],
      categories: ['Formal'],
      variants: [
        { size: 'S', color: 'Navy', stock: 0, sku: '' },
        { size: 'S', color: 'White', stock: 0, sku: '' },
        { size: 'M', color: 'Navy', stock: 2, sku: '' },
        { size: 'M', color: 'White', stock: 0, sku: '' },
        { size: 'L', color: 'Navy', stock: 8, sku: '' },
        { size: 'L', color: 'White', stock: 5, sku: '' },
      ],
    },
    new Date(),
  );
}

const chat = (shop: TestShop, message: string) =>
  shop.call<Answer<ChatReply>>('POST', '/api/assistant/chat', { body: { message, history: [] } });

let close: () => Promise<void>;

beforeAll(async () => {
  ({ fake, withModel, keyless, close } = await startAssistantShops('a-test-model-key-1234'));
  stockNavyOxford(keyless);
  stockNavyOxford(withModel);
});
afterAll(() => close());

describe('the assistant speaks only of sizes and colours in stock (issue 22)', () => {
  it('the size answer leaves out a size sold out in every colour, though the shirt is in stock', async () => {
    const { body } = await keyless.call<Answer<FaqEntry[]>>('GET', '/api/assistant/faq');
    const sizes = body.data.find((entry) => entry.topic === 'sizes')!.answer;
    expect(sizes).toContain('come in sizes M and L;');
    expect(sizes).not.toMatch(/\bS\b/);
    expect((await chat(keyless, 'Do you have size S?')).body.data.reply).toBe(sizes);
  });

  it('names a found shirt’s sizes per colour in stock, and the last pieces, never a sold-out cell', async () => {
    const { body } = await chat(keyless, 'Do you have the navy oxford shirt?');
    expect(body.data).toEqual({
      reply:
        'Here is what I found: Navy Oxford Shirt (PKR 1,800, in Navy (M, L) and White (L); only 2 left in M / Navy). Tap a name to see it.',
      source: 'canned',
      products: [{ id: 'NAVY-OX', title: 'Navy Oxford Shirt' }],
    });
  });

  it('gives the model the cells in stock and names the sold-out ones as not to offer', async () => {
    fake.enqueue({ kind: 'text', text: 'Yes, in M or L.' });
    await chat(withModel, 'Do you have the navy oxford shirt in S?');
    const prompt = fake.lastPrompt();
    const line = prompt.split('\n').find((text) => text.startsWith('- Navy Oxford Shirt'))!;
    expect(line).toBe(
      '- Navy Oxford Shirt | PKR 1,800 | in stock in Navy (M, L) and White (L); only 2 left in M / Navy; sold out (do not offer): S / Navy, S / White, M / White | Oxford cotton.',
    );
    expect(prompt).toContain('- Sizes: The shirts we have in stock right now come in sizes M and L;');
    expect(prompt).toContain('in colours Navy, White.');
  });
});

describe('questions naming a size and a colour (issue 35)', () => {
  it.each([
    ['do you have L in navy?', 'Yes, we have L in Navy in stock: Navy Oxford Shirt (PKR 1,800).'],
    ['L white hai?', 'Yes, we have L in White in stock: Navy Oxford Shirt (PKR 1,800).'],
    ['kya L safaid milega', 'Yes, we have L in White'],
  ])('answers %j from that cell’s stock', async (question, start) => {
    const { body } = await chat(keyless, question);
    expect(body.data.reply.startsWith(start), body.data.reply).toBe(true);
    expect(body.data.products).toEqual([{ id: 'NAVY-OX', title: 'Navy Oxford Shirt' }]);
  });

  it('says a sold-out cell is not in stock, in English and in Urdu', async () => {
    const english = await chat(keyless, 'do you have M in white?');
    expect(english.body.data.reply).toMatch(/^Sorry, we have no shirt in M in White in stock right now\./);
    expect(english.body.data.products).toEqual([]);
    const urdu = await chat(keyless, 'کیا M سفید میں ہے؟');
    expect(urdu.body.data.reply).toMatch(/^معذرت، اس وقت White رنگ میں M میں کوئی شرٹ اسٹاک میں نہیں/);
  });

  it('reads no size in “I’m” and keeps fit questions on the size guide', async () => {
    expect((await chat(keyless, "I'm looking for the navy oxford shirt")).body.data.reply).toMatch(
      /^Here is what I found/,
    );
    const { body } = await chat(keyless, 'is L a loose fit?');
    expect(body.data.reply).toContain('come in sizes M and L;');
  });
});
