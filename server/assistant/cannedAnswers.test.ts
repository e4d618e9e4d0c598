import { describe, expect, it } from 'vitest';
import { FAQ_TOPICS } from '../../common/assistant';
import { DEFAULT_SHOP_POLICY } from '../../common/policy';
import { cannedAnswer, DELIVERY_TIME } from './cannedAnswers';
import { buildPrompt } from './prompt';
import { topicOf } from './topics';
import { DEFAULT_SIZE_CHART } from '../../common/sizeCharts';
import { searchWords, type CatalogFacts } from './catalogKnowledge';

const facts: CatalogFacts = {
  inStock: 4,
  minPrice: 1500,
  maxPrice: 4800,
  sizesInStock: ['M', 'L', 'XL'],
  colorsInStock: ['Navy', 'White'],
  sizeChart: DEFAULT_SIZE_CHART,
};
const context = { policy: DEFAULT_SHOP_POLICY, facts, featured: [] };

describe('canned keyword answers (docs/product.md §8 model service error: products, shipping, returns, size, discount)', () => {
  it.each([
    ['Do you deliver to Quetta?', 'shipping'],
    ['how much are the delivery charges', 'shipping'],
    ['Can I pay cash on delivery?', 'payment'],
    ['Is bank transfer ok?', 'payment'],
    ['I want to return my shirt', 'returns'],
    ['Can I get a refund?', 'returns'],
    ['What size fits a 38 chest?', 'sizes'],
    ['Do you have XL?', 'sizes'],
    ['Any promo code for me?', 'discount'],
    ['Is there a sale on?', 'discount'],
    ['What shirts do you have?', 'products'],
    ["What's new?", undefined],
    ['Tell me a joke', undefined],
  ])('reads “%s” as %s', (message, topic) => {
    expect(topicOf(message)).toBe(topic);
  });

  it('offers only the payment method the shop takes, and says it is the only one', () => {
    const { text } = cannedAnswer('payment', {
      ...context,
      policy: { ...DEFAULT_SHOP_POLICY, paymentMethods: ['cod'] },
    });
    expect(text).toBe(
      'You can pay by cash on delivery (you pay when your parcel arrives); it is the only way we take payment for now.',
    );
  });

  it('gives the men’s size chart (issue 35) only for sizes in stock', () => {
    expect(cannedAnswer('sizes', context).text).toBe(
      'The shirts we have in stock right now come in sizes M, L and XL; each product page shows the sizes of that shirt and its size chart. Size chart (inches): M: chest 40, length 29, shoulder 17.5, sleeve 24.5, collar 15; L: chest 42, length 30, shoulder 18, sleeve 25, collar 15.5; XL: chest 44, length 31, shoulder 18.5, sleeve 25.5, collar 16.',
    );
    expect(cannedAnswer('sizes', { ...context, facts: { ...facts, sizesInStock: [] } }).text).toContain('sold out');
  });

  it('says the catalog’s real range and links the trending shirts it names', () => {
    const featured = [{ id: 'A', title: 'Sky Oxford', price: 2100, imageUrl: null }];
    expect(cannedAnswer('products', { ...context, featured })).toEqual({
      text: 'We have 4 shirts in stock right now, from PKR 1,500 to PKR 4,800. Have a look at Sky Oxford (PKR 2,100). You can see them all on our Products page.',
      products: [{ id: 'A', title: 'Sky Oxford' }],
    });
  });

  it('never claims a promo code, a percentage off, express delivery or delivery days, whatever the policy', () => {
    for (const policy of [
      DEFAULT_SHOP_POLICY,
      { ...DEFAULT_SHOP_POLICY, shippingFee: 0, returnWindowDays: 0, paymentMethods: ['bank' as const] },
    ]) {
      for (const topic of FAQ_TOPICS) {
        expect(cannedAnswer(topic, { ...context, policy }).text).not.toMatch(
          /express|\d+\s*%|use (the )?code|\d+\s*-\s*\d+ (working )?days/i,
        );
      }
    }
  });
});

describe('assistant product search words (docs/product.md §7 assistant search)', () => {
  it('keeps the words that say which shirt, singular', () => {
    expect(searchWords('Do you have any white linen shirts in stock?')).toEqual(['white', 'linen']);
    expect(searchWords('kurtas for Eid please')).toEqual(['kurta', 'eid']);
    expect(searchWords('Hi!')).toEqual([]);
  });
});

describe('the model’s delivery time', () => {
  it('tells the model how long delivery takes in the words the canned answer uses, so it makes up no days', () => {
    const prompt = buildPrompt({ ...context, lookup: { kind: 'none' }, history: [], message: 'how many days?' });
    expect(prompt[1]).toContain(`- Delivery time: ${DELIVERY_TIME}\n`);
  });
});
