import { describe, expect, it } from 'vitest';
import { normalizeCart } from './cartLine';
import {
  addToCart,
  cartItemFor,
  cartQuantity,
  cartSubtotal,
  checkLine,
  countedLines,
  countedPieces,
  lineKey,
  lineTotal,
  notCountedNote,
  withShopStock,
  lineNotices,
  refreshLines,
  setLineQuantity,
  type CartItem,
  type ShopAnswers,
} from './cartRules';

const oxford: CartItem = {
  id: 'PROD10001',
  title: 'Oxford',
  price: 'PKR 1,800',
  imageUrl: null,
  size: 'M',
  color: 'White',
  productRef: '',
  stock: 5,
};

describe('cart add (docs/product.md §4)', () => {
  it('appends a new line when no line has the same id, size and colour', () => {
    const { lines, outcome } = addToCart([], oxford, 1);
    expect(outcome).toBe('added');
    expect(lines).toEqual([{ ...oxford, quantity: 1 }]);
  });

  it('raises the quantity of the matching line by the chosen quantity', () => {
    const first = addToCart([], oxford, 1).lines;
    const { lines, outcome } = addToCart(first, oxford, 2);
    expect(outcome).toBe('updated');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(3);
  });

  it('keeps a different size or colour on its own line', () => {
    const first = addToCart([], oxford, 1).lines;
    expect(addToCart(first, { ...oxford, size: 'L' }, 1).lines).toHaveLength(2);
    expect(addToCart(first, { ...oxford, color: 'Blue' }, 1).lines).toHaveLength(2);
  });

  it('never goes past the stock', () => {
    const { lines, outcome } = addToCart([], oxford, 9);
    expect(outcome).toBe('limited');
    expect(lines[0]?.quantity).toBe(5);
    expect(addToCart(lines, oxford, 1)).toEqual({ lines, outcome: 'limited' });
  });

  it('allows at most 10 when stock is unknown', () => {
    const { lines } = addToCart([], { ...oxford, stock: null }, 25);
    expect(lines[0]?.quantity).toBe(10);
  });

  it('adds nothing that is sold out', () => {
    expect(addToCart([], { ...oxford, stock: 0 }, 1)).toEqual({ lines: [], outcome: 'sold-out' });
  });
});

describe('cart quantity (docs/product.md §4)', () => {
  const lines = addToCart([], oxford, 2).lines;
  const key = lineKey(oxford);

  it('never goes below 1 (docs/product.md §3 cart line; issue #10: only Remove removes a line)', () => {
    expect(setLineQuantity(lines, key, 0)).toEqual([{ ...oxford, quantity: 1 }]);
    expect(setLineQuantity(lines, key, -3)).toEqual([{ ...oxford, quantity: 1 }]);
  });

  it('holds the quantity at the stock', () => {
    expect(setLineQuantity(lines, key, 99)[0]?.quantity).toBe(5);
  });

  it('merges stored lines with the same id, size and colour by adding quantities', () => {
    const stored = [{ ...oxford, quantity: 1 }, { ...oxford, quantity: 2 }, { nonsense: true }];
    expect(normalizeCart(stored)).toEqual([{ ...oxford, quantity: 3 }]);
    expect(normalizeCart('not a cart')).toEqual([]);
  });

  it('drops only a stored line with a quantity below 1, keeping the good lines around it (whatever their order)', () => {
    const good = { ...oxford, quantity: 2 };
    const other = { ...oxford, size: 'L', quantity: 1 };
    for (const bad of [-5, 0, 1.5, '3', null]) {
      expect(normalizeCart([good, { ...oxford, size: 'XL', quantity: bad }, other])).toEqual([good, other]);
      expect(normalizeCart([{ ...good, quantity: bad }, good])).toEqual([good]);
    }
  });

  it('counts pieces and adds up text prices', () => {
    const two = addToCart(lines, { ...oxford, id: 'PROD10002', price: 'PKR 2,500' }, 1).lines;
    expect(cartQuantity(two)).toBe(3);
    expect(cartSubtotal(two)).toBe(2 * 1800 + 2500);
  });
});

/** The Oxford as the shop sells it, with this stock in each size and colour (White only unless given). */
const oxfordWithStock = (stock: { M?: number; L?: number; navyM?: number }, changes: { price?: number } = {}) => ({
  id: 'PROD10001',
  title: 'Oxford',
  price: changes.price ?? 1800,
  imageUrl: null,
  productRef: '',
  variants: [
    { size: 'M', color: 'White', stock: stock.M ?? 5 },
    { size: 'M', color: 'Navy', stock: stock.navyM ?? 5 },
    { size: 'L', color: 'White', stock: stock.L ?? 5 },
    { size: 'L', color: 'Navy', stock: 5 },
  ],
});

describe('checking a stored line against the shop (prices and the stock of its size and colour change)', () => {
  const line = { ...oxford, quantity: 2 };

  it('leaves an unchanged line alone', () => {
    expect(checkLine(line, oxfordWithStock({}))).toEqual({ line, notice: undefined });
  });

  it('takes the current price and says so', () => {
    expect(checkLine(line, oxfordWithStock({}, { price: 2000 }))).toEqual({
      line: { ...line, price: 'PKR 2,000' },
      notice: 'Price is now PKR 2,000 (was PKR 1,800)',
    });
  });

  it('holds the quantity at what is left of its own size and colour', () => {
    expect(checkLine({ ...line, quantity: 4 }, oxfordWithStock({ M: 3 }))).toEqual({
      line: { ...line, quantity: 3, stock: 3 },
      notice: 'Only 3 left in M / White: quantity lowered',
    });
    // Plenty of other sizes and colours does not lift the line past its own cell.
    expect(checkLine({ ...line, quantity: 4 }, oxfordWithStock({ M: 3, L: 50, navyM: 50 })).line.quantity).toBe(3);
  });

  it('blocks a line whose size and colour is sold out, even while others are in stock', () => {
    expect(checkLine(line, oxfordWithStock({ M: 0 }))).toMatchObject({
      notice: 'M / White is sold out: please remove it',
      blocked: true,
    });
    expect(checkLine({ ...line, size: 'L' }, oxfordWithStock({ M: 0 }))).toMatchObject({ notice: undefined });
  });

  it('blocks a withdrawn line, and a size or colour the shirt no longer has', () => {
    expect(checkLine(line, undefined)).toMatchObject({ notice: 'No longer sold: please remove it', blocked: true });
    expect(checkLine({ ...line, size: 'XXL' }, oxfordWithStock({}))).toMatchObject({
      notice: 'XXL / White is sold out: please remove it',
      blocked: true,
    });
  });
});

describe('the cart line for a chosen size and colour', () => {
  it('carries that cell’s stock, not the shirt’s total', () => {
    expect(cartItemFor(oxfordWithStock({ M: 2 }), 'M', 'White').stock).toBe(2);
    expect(cartItemFor(oxfordWithStock({ M: 2 }), 'M', 'Navy').stock).toBe(5);
  });
});

describe('bringing the cart up to date when it opens', () => {
  const polo: CartItem = { ...oxford, id: 'PROD10002', title: 'Polo', price: 'PKR 1,500' };
  const poloWithStock = (stock: number) => ({
    ...oxfordWithStock({ M: stock }),
    id: 'PROD10002',
    title: 'Polo',
    price: 1500,
  });
  const opened = [
    { ...oxford, quantity: 4 },
    { ...oxford, size: 'L', quantity: 1 },
    { ...polo, quantity: 1 },
  ];

  it('updates only the products the shop answered for, and flags what changed', () => {
    // The shop could not be reached about the polo: it is left as it was, with no notice.
    const answers: ShopAnswers = new Map([['PROD10001', oxfordWithStock({ M: 3, L: 8 }, { price: 2000 })]]);
    expect(refreshLines(opened, answers)).toEqual([
      { ...oxford, price: 'PKR 2,000', stock: 3, quantity: 3 },
      { ...oxford, size: 'L', price: 'PKR 2,000', stock: 8, quantity: 1 },
      { ...polo, quantity: 1 },
    ]);
    expect(lineNotices(opened, answers)).toEqual({
      [lineKey(oxford)]: {
        notice: 'Price is now PKR 2,000 (was PKR 1,800). Only 3 left in M / White: quantity lowered',
        blocked: false,
      },
      [lineKey({ ...oxford, size: 'L' })]: { notice: 'Price is now PKR 2,000 (was PKR 1,800)', blocked: false },
    });
  });

  it('keeps what the shopper did while the answers were on their way', () => {
    // Meanwhile the shopper removed the L line and lowered the M line to 2.
    const now = [
      { ...oxford, quantity: 2 },
      { ...polo, quantity: 1 },
    ];
    const answers: ShopAnswers = new Map([
      ['PROD10001', oxfordWithStock({ M: 3 })],
      ['PROD10002', poloWithStock(0)],
    ]);
    expect(refreshLines(now, answers)).toEqual([
      { ...oxford, stock: 3, quantity: 2 },
      { ...polo, stock: 0, quantity: 1 },
    ]);
    expect(lineNotices(now, answers)).toEqual({
      [lineKey(polo)]: { notice: 'M / White is sold out: please remove it', blocked: true },
    });
  });

  it('flags a product the shop no longer sells', () => {
    const answers: ShopAnswers = new Map([['PROD10002', undefined]]);
    // Nothing of it can be sold: its stock reads 0, so it counts for nothing in the totals.
    expect(refreshLines(opened, answers)).toEqual([opened[0], opened[1], { ...polo, quantity: 1, stock: 0 }]);
    expect(lineNotices(opened, answers)).toEqual({
      [lineKey(polo)]: { notice: 'No longer sold: please remove it', blocked: true },
    });
  });
});

describe('the total counts only what the shopper can be charged for (decision 0129)', () => {
  const polo: CartItem = { ...oxford, id: 'PROD10002', title: 'Polo', price: 'PKR 1,500' };
  // Two Oxfords (PKR 3,600) and one Polo (PKR 1,500), both in stock when added.
  const opened = [
    { ...oxford, quantity: 2 },
    { ...polo, quantity: 1 },
  ];
  const poloAnswer = (stock: number) => ({
    ...oxfordWithStock({ M: stock }),
    id: 'PROD10002',
    title: 'Polo',
    price: 1500,
  });

  it('leaves a sold-out line out of the subtotal, the pieces and the preview, and says so beside it', () => {
    const answers: ShopAnswers = new Map([['PROD10002', poloAnswer(0)]]);
    const lines = refreshLines(opened, answers);
    expect(lineNotices(opened, answers)[lineKey(polo)]).toMatchObject({ blocked: true });
    expect(cartSubtotal(lines)).toBe(3600);
    expect(countedPieces(lines)).toBe(2);
    expect(lineTotal(lines[1]!)).toBe(0);
    expect(notCountedNote(lines[1]!)).toBe('Sold out: not counted');
    expect(notCountedNote(lines[0]!)).toBeUndefined();
    // The code's preview is asked for what can be ordered, so the server's quote is the same amount.
    expect(countedLines(lines)).toEqual([lines[0]]);
  });

  it('leaves out a product the shop no longer sells', () => {
    const lines = refreshLines(opened, new Map([['PROD10002', undefined]]));
    expect(cartSubtotal(lines)).toBe(3600);
    expect(notCountedNote(lines[1]!)).toBe('Sold out: not counted');
  });

  it('counts a line the shop has fewer of only for what is left', () => {
    // The check on opening lowers it; the shop's answer at Place Order ('only 1 left') keeps the quantity for the shopper to lower.
    const lowered = refreshLines(opened, new Map([['PROD10001', oxfordWithStock({ M: 1 })]]));
    expect(cartSubtotal(lowered)).toBe(1800 + 1500);
    const answered = withShopStock(opened, lineKey(oxford), 1);
    expect(answered[0]).toMatchObject({ quantity: 2, stock: 1 });
    expect(cartSubtotal(answered)).toBe(1800 + 1500);
    expect(countedPieces(answered)).toBe(2);
    expect(notCountedNote(answered[0]!)).toBe('1 of 2 counted');
    expect(countedLines(answered)).toEqual([{ ...answered[0], quantity: 1 }, answered[1]]);
    expect(cartSubtotal(withShopStock(opened, lineKey(oxford), 0))).toBe(1500);
  });

  it('counts every piece of a line whose stock is not known (at most 10, as the cart allows)', () => {
    const unknown = [{ ...oxford, stock: null, quantity: 3 }];
    expect(cartSubtotal(unknown)).toBe(5400);
    expect(notCountedNote(unknown[0]!)).toBeUndefined();
  });
});
