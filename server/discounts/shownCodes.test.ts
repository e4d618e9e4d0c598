import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReply, FaqEntry } from '../../common/assistantSchema';
import type { Discount, DiscountInput, DiscountQuote } from '../../common/discounts';
import { startFakeModel, type FakeModel } from '../testing/fakeModel';
import { adminToken } from '../testing/identities';
import { startTestShop, type TestShop } from '../testing/testShop';
import { saveOxford } from '../testing/fileShop';

/**
 * Issue 33, point 4: a code reaches the public FAQ and the assistant only when the owner ticks "show
 * to shoppers" (off by default). A 90% staff code and a 100% apology code, never shown, must not
 * appear in the FAQ, in the model's prompt or in the canned answers, in English or in Urdu, while
 * they still work for whoever types them.
 */
type Answer<T> = { success: boolean; data: T; message: string };

let fake: FakeModel;
let shop: TestShop;
let admin: string;
const HIDDEN = ['STAFF90', 'SORRY100'];

const makeCode = async (input: Partial<DiscountInput> & { code: string }) => {
  const { status, body } = await shop.call<Answer<Discount>>('POST', '/api/admin/discounts', {
    body: { kind: 'percent', value: 10, ...input },
    token: admin,
  });
  expect(status, body.message).toBe(201);
  return body.data;
};
const faq = async (language: 'en' | 'ur') => {
  const { status, body } = await shop.call<Answer<FaqEntry[]>>('GET', `/api/assistant/faq?language=${language}`);
  expect(status).toBe(200);
  return JSON.stringify(body.data);
};
const chat = async (message: string, language: 'en' | 'ur') =>
  (
    await shop.call<Answer<ChatReply>>('POST', '/api/assistant/chat', {
      body: { message, history: [], language },
    })
  ).body.data;
const QUESTIONS = { en: 'Do you have any discount codes?', ur: 'کیا کوئی رعایت یا کوڈ ہے؟' } as const;
const expectOnlyShown = (text: string) => {
  expect(text).toContain('EID15');
  for (const code of HIDDEN) expect(text).not.toContain(code);
  expect(text).not.toMatch(/\b(90|100)%/);
};

beforeAll(async () => {
  fake = await startFakeModel();
  shop = await startTestShop({ env: { GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: fake.url } });
  admin = adminToken(shop);
  saveOxford(shop, { price: 2000, stock: 100 });
  await makeCode({ code: 'STAFF90', value: 90 });
  await makeCode({ code: 'SORRY100', value: 100, showToShoppers: false });
  await makeCode({ code: 'EID15', value: 15, showToShoppers: true });
});
afterAll(async () => {
  await shop.close();
  await fake.close();
});

describe('discount codes shown to shoppers (issue 33)', () => {
  it('are hidden unless the owner says so', async () => {
    const { body } = await shop.call<Answer<Discount[]>>('GET', '/api/admin/discounts', { token: admin });
    const shown = Object.fromEntries(body.data.map((code) => [code.code, code.showToShoppers]));
    expect(shown).toEqual({ STAFF90: false, SORRY100: false, EID15: true });
  });

  it('the public FAQ names only the shown code, in English and Urdu', async () => {
    expectOnlyShown(await faq('en'));
    expectOnlyShown(await faq('ur'));
  });

  it('the model’s prompt names only the shown code, in English and Urdu', async () => {
    for (const language of ['en', 'ur'] as const) {
      const reply = await chat(QUESTIONS[language], language);
      expect(reply.source).toBe('model');
      expectOnlyShown(fake.lastPrompt());
    }
  });

  it('the canned answers name only the shown code, in English and Urdu', async () => {
    for (const language of ['en', 'ur'] as const) {
      fake.enqueue({ kind: 'status', status: 500 });
      const reply = await chat(QUESTIONS[language], language);
      expect(reply.source).toBe('canned');
      expectOnlyShown(reply.reply);
    }
  });

  it('a hidden code still works for whoever types it', async () => {
    const { status, body } = await shop.call<Answer<DiscountQuote>>('POST', '/api/discounts/preview', {
      body: { code: 'staff90', items: [{ id: 'OXFORD', size: 'M', color: 'White', quantity: 1 }] },
    });
    expect(status).toBe(200);
    expect(body.data.totals.discount).toBe(1800);
  });

  it('ticking it puts the code in the FAQ, unticking takes it out', async () => {
    const { body } = await shop.call<Answer<Discount[]>>('GET', '/api/admin/discounts', { token: admin });
    const staff = body.data.find((code) => code.code === 'STAFF90')!;
    const save = (showToShoppers: boolean) =>
      shop.call('PUT', `/api/admin/discounts/${staff.id}`, {
        body: { code: 'STAFF90', kind: 'percent', value: 90, showToShoppers },
        token: admin,
      });
    expect((await save(true)).status).toBe(200);
    expect(await faq('en')).toContain('STAFF90 (90% off)');
    expect((await save(false)).status).toBe(200);
    expect(await faq('en')).not.toContain('STAFF90');
  });
});
