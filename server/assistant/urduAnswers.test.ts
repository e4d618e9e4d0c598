import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReply, FaqEntry } from '../../common/assistantSchema';
import { DEFAULT_SHOP_POLICY, type ShopPolicy } from '../../common/policy';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { startFakeModel, type FakeModel } from '../testing/fakeModel';
import { startTestShop, type TestShop } from '../testing/testShop';
import { cannedAnswer, MODEL_TROUBLE_ANSWER } from './cannedAnswers';
import { DEFAULT_SIZE_CHART } from '../../common/sizeCharts';
import type { CatalogFacts } from './catalogKnowledge';
import { buildPrompt, URDU_RULE } from './prompt';
import { topicOf } from './topics';
import { URDU_DELIVERY_TIME } from './urduAnswers';

/** Issue 26: the assistant answers in the shopper's language, reads Urdu and Roman-Urdu questions, and knows the shop's bank account. */
const facts: CatalogFacts = {
  inStock: 4,
  minPrice: 1500,
  maxPrice: 4800,
  sizesInStock: ['M', 'L'],
  colorsInStock: ['Navy'],
  sizeChart: DEFAULT_SIZE_CHART,
};
const BANK: ShopPolicy = {
  ...DEFAULT_SHOP_POLICY,
  paymentMethods: ['cod', 'bank'],
  bank: {
    bankName: 'Meezan Bank',
    accountTitle: 'Karachi Shirt Co',
    accountNumber: '0101 2345678',
    iban: 'PK71MEZN0001010102345678',
  },
  receiptWhatsApp: '03001234567',
};
const answer = (message: string, policy: ShopPolicy, language: 'en' | 'ur') =>
  cannedAnswer(topicOf(message)!, { policy, facts, featured: [], language }).text;

describe('the no-key answers read English, Urdu and Roman-Urdu questions', () => {
  it.each([
    ['What is your IBAN?', 'bank'],
    ['account number?', 'bank'],
    ['آپ کا بینک اکاؤنٹ کیا ہے؟', 'bank'],
    ['Is bank transfer ok?', 'payment'],
    ['کیا کیش آن ڈیلیوری ہے؟', 'payment'],
    ['COD hai?', 'payment'],
    ['ادائیگی کیسے کروں؟', 'payment'],
    ['ڈیلیوری کتنے دن میں ہوگی؟', 'deliveryTime'],
    ['delivery kitne din mein hogi', 'deliveryTime'],
    ['parcel kitne din mein milega?', 'deliveryTime'],
    ['یہ شرٹ کتنے کی ہے؟', 'products'],
    ['qeemat kya hai', 'products'],
    ['سائز گائیڈ', 'sizes'],
    ['کیا میں شرٹ واپس کر سکتا ہوں؟', 'returns'],
    ['size badalna hai, exchange ho sakta hai?', 'returns'],
    ['کوئی ڈسکاؤنٹ کوڈ ہے؟', 'discount'],
    ['میرا آرڈر کہاں ہے؟', 'tracking'],
    ['where is my order', 'tracking'],
    ['آپ سے رابطہ کیسے کروں؟', 'contact'],
    ['What is your phone number?', 'contact'],
    ['Tell me a joke', undefined],
  ])('reads “%s” as %s', (message, topic) => {
    expect(topicOf(message)).toBe(topic);
  });
});

describe('the shop’s bank account, from the owner’s settings', () => {
  it('gives the bank name, account title, number and IBAN while bank transfer is offered, in English and in Urdu', () => {
    expect(answer('What is your IBAN?', BANK, 'en')).toBe(
      'You can pay by bank transfer to our account. Bank: Meezan Bank, Account title: Karachi Shirt Co, Account number: 0101 2345678, IBAN: PK71MEZN0001010102345678. After placing your order, please send the receipt with your order reference on WhatsApp to 0300 1234567.',
    );
    expect(answer('بینک اکاؤنٹ', BANK, 'ur')).toBe(
      'آپ ہمارے اکاؤنٹ میں بینک ٹرانسفر کر سکتے ہیں۔ بینک: Meezan Bank، اکاؤنٹ ٹائٹل: Karachi Shirt Co، اکاؤنٹ نمبر: 0101 2345678، IBAN: PK71MEZN0001010102345678۔ آرڈر دینے کے بعد براہِ کرم رسید اپنے آرڈر کے حوالے کے ساتھ واٹس ایپ پر 0300 1234567 پر بھیج دیں۔',
    );
  });

  it('says bank transfer is not offered, and names no account, while the shop takes cash on delivery only', () => {
    const codOnly = { ...BANK, paymentMethods: ['cod' as const] };
    expect(answer('account number?', codOnly, 'en')).toBe(
      "We don't take bank transfers at the moment. You can pay by cash on delivery (you pay when your parcel arrives); it is the only way we take payment for now.",
    );
    const urdu = answer('آپ کا بینک اکاؤنٹ کیا ہے؟', codOnly, 'ur');
    expect(urdu).toMatch(/^فی الحال ہم بینک ٹرانسفر نہیں لیتے۔ آپ کیش آن ڈیلیوری/);
    expect(urdu).not.toContain('PK71');
  });
});

describe('answers in the shopper’s language', () => {
  it('answers delivery in Urdu from the policy’s fee and free-delivery rule, with PKR and Latin digits', () => {
    expect(answer('delivery charges', DEFAULT_SHOP_POLICY, 'ur')).toBe(
      'ہم پورے پاکستان میں ڈیلیوری کرتے ہیں۔ ڈیلیوری چارجز ہر آرڈر پر PKR 300 ہیں۔ 3 یا زیادہ شرٹس کے آرڈر پر ڈیلیوری مفت ہے!',
    );
    expect(answer('delivery charges', DEFAULT_SHOP_POLICY, 'en')).toBe(
      'We deliver anywhere in Pakistan. Delivery is a flat PKR 300 per order. Free delivery on purchase of 3 shirts or more!',
    );
    // Asked how many days, the answer says what the shop knows of them (each order's page), then the fee.
    expect(answer('delivery kitne din', DEFAULT_SHOP_POLICY, 'ur')).toBe(
      `${URDU_DELIVERY_TIME} ${answer('delivery charges', DEFAULT_SHOP_POLICY, 'ur')}`,
    );
  });

  it('tells the model to answer in Urdu only when the shopper reads Urdu', () => {
    const input = {
      policy: DEFAULT_SHOP_POLICY,
      facts,
      lookup: { kind: 'none' as const },
      history: [],
      message: 'ڈیلیوری کتنے دن؟',
    };
    expect(buildPrompt({ ...input, language: 'ur' })[0]).toContain(URDU_RULE);
    expect(buildPrompt({ ...input, language: 'en' })[0]).not.toContain(URDU_RULE);
  });
});

describe('an Urdu question without a model key (POST /api/assistant/chat)', () => {
  const shop = testShopForFile();
  const chat = (message: string, language?: 'en' | 'ur') =>
    shop.call<{ data: ChatReply }>('POST', '/api/assistant/chat', {
      body: { message, history: [], ...(language && { language }) },
    });

  it('is answered in Urdu, from the canned answers', async () => {
    const { body } = await chat('ڈیلیوری کتنے دن میں ہوگی؟', 'ur');
    expect(body.data.source).toBe('canned');
    expect(body.data.reply).toContain(`${URDU_DELIVERY_TIME} ہم پورے پاکستان میں ڈیلیوری کرتے ہیں`);
  });

  it('gives the popular questions and their answers in Urdu when asked, in English otherwise (GET /api/assistant/faq)', async () => {
    const urdu = (await shop.call<{ data: FaqEntry[] }>('GET', '/api/assistant/faq?language=ur')).body.data;
    expect(urdu.find((entry) => entry.topic === 'shipping')).toMatchObject({
      question: 'ڈیلیوری کتنے کی ہے؟',
      answer: expect.stringMatching(/^ہم پورے پاکستان میں ڈیلیوری کرتے ہیں/) as string,
    });
    const english = (await shop.call<{ data: FaqEntry[] }>('GET', '/api/assistant/faq')).body.data;
    expect(english.find((entry) => entry.topic === 'shipping')).toMatchObject({
      question: 'How much is delivery?',
      answer: expect.stringMatching(/^We deliver anywhere in Pakistan/) as string,
    });
  });

  it('never reads as an error when no topic fits: it says what the assistant can answer, in the shopper’s language', async () => {
    const urdu = (await chat('السلام علیکم، آپ کیسے ہیں؟', 'en')).body.data;
    expect(urdu.reply).toMatch(/^میں آپ کو ہماری شرٹس اور قیمتوں، سائز، ڈیلیوری/);
    const english = (await chat('Tell me a joke')).body.data;
    expect(english.reply).not.toBe(MODEL_TROUBLE_ANSWER);
    expect(english.reply).toMatch(/^I can help with our shirts and prices/);
  });
});

describe('an Urdu question with a model key', () => {
  let fake: FakeModel;
  let shop: TestShop;
  beforeAll(async () => {
    fake = await startFakeModel();
    shop = await startTestShop({ env: { GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: fake.url } });
  });
  afterAll(async () => {
    await shop.close();
    await fake.close();
  });

  it('tells the model to answer in Urdu with the owner’s Urdu title, and links the shirt the Urdu answer names', async () => {
    saveShirt(shop, { id: 'LAWN-UR', title: 'Lawn Kurta', titleUrdu: 'لان کا کرتا', description: 'Printed lawn' });
    fake.enqueue({ kind: 'text', text: 'جی ہاں، لان کا کرتا PKR 2,000 میں دستیاب ہے۔' });
    const { body } = await shop.call<{ data: ChatReply }>('POST', '/api/assistant/chat', {
      body: { message: 'لان کا کرتا ہے؟', history: [], language: 'ur' },
    });
    expect(fake.lastPrompt()).toContain(URDU_RULE);
    expect(fake.lastPrompt()).toContain('Lawn Kurta (in Urdu: لان کا کرتا) | PKR 2,000');
    expect(body.data).toEqual({
      reply: 'جی ہاں، لان کا کرتا PKR 2,000 میں دستیاب ہے۔',
      source: 'model',
      products: [{ id: 'LAWN-UR', title: 'Lawn Kurta' }],
    });
  });
});
