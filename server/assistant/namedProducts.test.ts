import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReply } from '../../common/assistantSchema';
import { saveProduct } from '../catalog/saveProduct';
import { startTestShop, type TestShop } from '../testing/testShop';

type Answer<T> = { success: boolean; data: T };

/** No model key: every answer is a canned one. */
let shop: TestShop;

type Cells = Record<string, Record<string, number>>;
/** A shirt with this stock per colour and size ({ Black: { M: 1 } }). */
function stock(id: string, title: string, price: number, cells: Cells, titleUrdu?: string) {
  const colors = Object.keys(cells);
  const sizes = [...new Set(colors.flatMap((color) => Object.keys(cells[color]!)))];
  saveProduct(
    shop.deps.db,
    {
      id,
      title,
      ...(titleUrdu && { titleUrdu }),
      description: 'Cotton.',
      price,
      sizes,
      colors,
      categories: ['Casual'],
      variants: colors.flatMap((color) =>
        sizes.map((size) => ({ size, color, stock: cells[color]![size] ?? 0, sku: '' })),
      ),
    },
    new Date(),
  );
}

const chat = (message: string, language: 'en' | 'ur' = 'en') =>
  shop.call<Answer<ChatReply>>('POST', '/api/assistant/chat', { body: { message, history: [], language } });

beforeAll(async () => {
  shop = await startTestShop();
  // As the demo shop has them: the denim and the linen are made only in M, L and XL; the polo brings S and XXL.
  stock('DENIM', 'Black Denim Shirt', 3900, {
    Black: { M: 1, L: 1, XL: 1 },
    Charcoal: { M: 1, L: 1, XL: 0 },
  });
  stock('LINEN', 'Beige Linen Band Collar Shirt', 4500, {
    Beige: { M: 4, L: 4, XL: 4 },
    White: { M: 4, L: 4, XL: 4 },
  });
  stock('POLO', 'Navy Pique Polo Shirt', 1800, { Navy: { S: 5, M: 5, L: 5, XL: 5, XXL: 5 } });
  stock('OX-WHITE', 'Classic White Oxford Shirt', 2200, { White: { M: 4, L: 4 }, 'Sky Blue': { M: 4, L: 2 } });
  stock('OX-LAV', 'Lavender Oxford Shirt', 2300, { Pink: { M: 4, L: 4 }, White: { M: 4, L: 0 } });
  stock('LINEN-WHITE', 'White Linen Summer Shirt', 4200, { White: { L: 6 } });
});
afterAll(() => shop.close());

describe('a question about a named shirt’s sizes gets that shirt’s sizes in stock, per colour (docs/product.md §1)', () => {
  it('names only the Black Denim Shirt’s sizes, by colour, and only their chart rows', async () => {
    const { body } = await chat('What sizes does the Black Denim Shirt come in?');
    expect(body.data.reply).toMatch(
      /^Black Denim Shirt \(PKR 3,900\) is in stock in Black \(M, L, XL\) and Charcoal \(M, L\); only a few left of each\. Size chart \(inches\): M: /,
    );
    expect(body.data.reply).not.toMatch(/\b(S|XXL)\b/);
    expect(body.data.products).toEqual([{ id: 'DENIM', title: 'Black Denim Shirt' }]);
  });

  it('does the same for a title of many words asked without a question mark', async () => {
    const { body } = await chat('which sizes does the Beige Linen Band Collar Shirt come in');
    expect(body.data.reply).toMatch(
      /^Beige Linen Band Collar Shirt \(PKR 4,500\) is in stock in Beige \(M, L, XL\) and White \(M, L, XL\)\./,
    );
    expect(body.data.reply).not.toMatch(/\b(S|XXL)\b/);
  });

  it('answers in Urdu too', async () => {
    const { body } = await chat('Black Denim Shirt کے سائز کون سے ہیں؟', 'ur');
    expect(body.data.reply).toMatch(
      /^Black Denim Shirt \(PKR 3,900\): Black \(M، L، XL\) اور Charcoal \(M، L\) میں دستیاب/,
    );
    expect(body.data.reply).not.toMatch(/\b(S|XXL)\b/);
  });

  it('still gives the whole shop’s sizes when no shirt is named', async () => {
    const { body } = await chat('What sizes do you have?');
    expect(body.data.reply).toMatch(/^The shirts we have in stock right now come in sizes S, M, L, XL and XXL;/);
  });
});

describe('a shirt the question names is the one answered about (a named product wins over the words in its title)', () => {
  it('reads “White” in “Classic White Oxford Shirt” as the name, and gives its L in every colour', async () => {
    const { body } = await chat('Is the Classic White Oxford Shirt available in L?');
    expect(body.data).toEqual({
      reply:
        'Yes, we have L in stock: Classic White Oxford Shirt (PKR 2,200; L in White and Sky Blue; only 2 left in L / Sky Blue). Tap a name to see it.',
      source: 'canned',
      products: [{ id: 'OX-WHITE', title: 'Classic White Oxford Shirt' }],
    });
  });

  it('answers “is the Oxford shirt in L?” in Urdu with the Oxfords, not every shirt in L', async () => {
    const { body } = await chat('کیا Oxford شرٹ L سائز میں ہے؟', 'ur');
    expect(body.data.reply).toBe(
      'جی ہاں، L اسٹاک میں ہے: Classic White Oxford Shirt (PKR 2,200؛ White اور Sky Blue رنگ میں؛ L / Sky Blue میں صرف 2 باقی) اور Lavender Oxford Shirt (PKR 2,300؛ Pink رنگ میں)۔ تفصیل کے لیے نام پر ٹیپ کریں۔',
    );
    expect(body.data.products.map(({ id }) => id)).toEqual(['OX-WHITE', 'OX-LAV']);
  });

  it('says a named shirt lacks the cell and what it has, never offering other shirts instead', async () => {
    const { body } = await chat('Is the Black Denim Shirt available in XL in charcoal?');
    expect(body.data.reply).toBe(
      'Sorry, the Black Denim Shirt has no XL in Charcoal in stock right now: it is in stock in Black (M, L, XL) and Charcoal (M, L); only a few left of each. Tap a name to see it.',
    );
    expect(body.data.products).toEqual([{ id: 'DENIM', title: 'Black Denim Shirt' }]);
  });

  it('still reads a colour the question asks outside a title as a colour', async () => {
    const { body } = await chat('do you have the oxford shirt in white?');
    expect(body.data.reply).toBe(
      'Yes, we have White in stock: Classic White Oxford Shirt (PKR 2,200; White in M and L) and Lavender Oxford Shirt (PKR 2,300; White in M). Tap a name to see it.',
    );
  });
});
