import { describe, expect, it } from 'vitest';
import {
  discountInputSchema,
  normalizeCode,
  priceDiscount,
  type DiscountInput,
  type DiscountLine,
  type DiscountStanding,
} from './discounts';
import { DEFAULT_SHOP_POLICY, orderTotals } from './policy';

const policy = DEFAULT_SHOP_POLICY; // PKR 300 delivery, free from 3 pieces
const fresh: DiscountStanding = { uses: 0, customerUses: 0, customerHasOrdered: false };
const now = new Date('2026-11-25T10:00:00.000Z');
const rule = (input: Partial<DiscountInput>) =>
  discountInputSchema.parse({ code: 'EID10', kind: 'percent', value: 10, ...input });
const shirt = (
  productId: string,
  unitPrice: number,
  quantity = 1,
  categories: string[] = ['Formal'],
): DiscountLine => ({ productId, categories, unitPrice, quantity });
const price = (lines: DiscountLine[], input: Partial<DiscountInput>, standing = fresh, at = now) =>
  priceDiscount(lines, policy, rule(input), standing, at);

/** mulberry32: a tiny seeded generator, so a failing case can be run again from its seed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  return { int, pick, chance: (p: number) => next() < p };
}

describe('codes are matched without regard to case and spaces', () => {
  it('writes every spelling the same way', () => {
    expect(normalizeCode(' eid 10 ')).toBe('EID10');
    expect(normalizeCode('eid ۱۰'), 'Urdu digits').toBe('EID10');
    expect(rule({ code: 'Eid 10' }).code).toBe('EID10');
  });
});

describe('pricing a cart with a code (docs/product.md §9 Discount codes)', () => {
  it('takes a percent off the whole order, rounded down once, spread by the largest remainders', () => {
    const priced = price([shirt('A', 1999), shirt('B', 999)], { value: 15 });
    // 15% of 2998 is 449.7: the order gets 449; A's share is 299.4, B's 149.6 -> 299 + 149, and the rupee left goes to B (the larger remainder).
    expect(priced).toMatchObject({
      ok: true,
      discount: 449,
      lineDiscounts: [299, 150],
      totals: { subtotal: 2998, shippingCost: 300, discount: 449, total: 2849 },
    });
  });

  it('gives a rupee left over to the earlier line when remainders tie', () => {
    expect(price([shirt('A', 1000), shirt('B', 1000)], { kind: 'fixed', value: 301 })).toMatchObject({
      ok: true,
      lineDiscounts: [151, 150],
    });
  });

  it('takes a fixed amount, never more than the lines it applies to', () => {
    expect(price([shirt('A', 1500)], { kind: 'fixed', value: 500 })).toMatchObject({
      ok: true,
      discount: 500,
      totals: { total: 1300 },
    });
    expect(price([shirt('A', 1500)], { kind: 'fixed', value: 5000 })).toMatchObject({
      ok: true,
      discount: 1500,
      totals: { total: 300 },
    });
  });

  it('applies to the named products and categories only', () => {
    const lines = [shirt('A', 2000, 1, ['Formal']), shirt('B', 1000, 1, ['Casual']), shirt('C', 3000, 1, ['Kurta'])];
    const priced = price(lines, { value: 50, scope: 'selected', categories: ['casual'], productIds: ['C'] });
    expect(priced).toMatchObject({ ok: true, lineDiscounts: [0, 500, 1500], discount: 2000 });
    expect(price([shirt('A', 2000)], { scope: 'selected', categories: ['Casual'] })).toEqual({
      ok: false,
      reason: 'notApplicable',
      message: 'The code EID10 is for Casual shirts only, and none are in your cart.',
    });
  });

  it('takes the delivery fee off for free delivery, and refuses when delivery is free already', () => {
    expect(price([shirt('A', 2000)], { kind: 'freeDelivery' })).toMatchObject({
      ok: true,
      lineDiscounts: [0],
      discount: 300,
      totals: { subtotal: 2000, shippingCost: 300, discount: 300, total: 2000 },
    });
    expect(price([shirt('A', 2000, 3)], { kind: 'freeDelivery' })).toMatchObject({
      ok: false,
      reason: 'notApplicable',
    });
  });

  it('says what would make it apply', () => {
    expect(price([shirt('A', 2000)], { minPieces: 2 })).toEqual({
      ok: false,
      reason: 'belowMinimum',
      message: 'Add 1 more shirt to use EID10.',
    });
    expect(price([shirt('A', 2000)], { minPieces: 4 })).toMatchObject({ message: 'Add 3 more shirts to use EID10.' });
    expect(price([shirt('A', 2000)], { minAmount: 5000 })).toMatchObject({
      message: 'Add PKR 3,000 more to use EID10.',
    });
    expect(
      price([shirt('A', 2000, 1, ['Casual']), shirt('B', 900, 3, ['Formal'])], {
        scope: 'selected',
        categories: ['Casual'],
        minPieces: 2,
      }),
    ).toMatchObject({
      message: 'Add 1 more shirt from this offer to use EID10.',
    });
  });

  it('keeps to its shop days (Pakistan time), both ends included', () => {
    const lines = [shirt('A', 2000)];
    // 2026-11-25 starts at 2026-11-24T19:00Z in Karachi.
    expect(price(lines, { startsOn: '2026-11-25' }, fresh, new Date('2026-11-24T18:59:59.999Z'))).toEqual({
      ok: false,
      reason: 'notYetValid',
      message: 'The code EID10 starts on 2026-11-25.',
    });
    expect(price(lines, { startsOn: '2026-11-25' }, fresh, new Date('2026-11-24T19:00:00.000Z'))).toMatchObject({
      ok: true,
    });
    expect(price(lines, { endsOn: '2026-11-25' }, fresh, new Date('2026-11-25T18:59:59.999Z'))).toMatchObject({
      ok: true,
    });
    expect(price(lines, { endsOn: '2026-11-25' }, fresh, new Date('2026-11-25T19:00:00.000Z'))).toEqual({
      ok: false,
      reason: 'expired',
      message: 'The code EID10 expired on 2026-11-25.',
    });
  });

  it('refuses a paused, used-up, already-used or not-first-order code', () => {
    const lines = [shirt('A', 2000)];
    expect(price(lines, { paused: true })).toMatchObject({
      ok: false,
      reason: 'paused',
      message: 'The code EID10 is paused at the moment.',
    });
    expect(price(lines, { usageLimit: 5 }, { ...fresh, uses: 4 })).toMatchObject({ ok: true });
    expect(price(lines, { usageLimit: 5 }, { ...fresh, uses: 5 })).toMatchObject({
      ok: false,
      reason: 'usedUp',
      message: 'The code EID10 has been used up.',
    });
    expect(price(lines, { perCustomerLimit: 1 }, { ...fresh, customerUses: 1 })).toMatchObject({
      ok: false,
      reason: 'customerLimit',
      message: 'You have already used the code EID10.',
    });
    expect(price(lines, { firstOrderOnly: true }, { ...fresh, customerHasOrdered: true })).toMatchObject({
      ok: false,
      reason: 'firstOrderOnly',
    });
  });
});

describe('the owner’s code', () => {
  it('is refused with a message at the field that is wrong', () => {
    const problem = (input: Partial<DiscountInput>) =>
      discountInputSchema.safeParse({ code: 'EID10', kind: 'percent', value: 10, ...input }).error?.issues[0];
    expect(problem({ value: 120 })).toMatchObject({ path: ['value'], message: 'Percent off must be from 1 to 100' });
    expect(problem({ kind: 'fixed', value: 0 })).toMatchObject({ path: ['value'] });
    expect(problem({ scope: 'selected' })).toMatchObject({ path: ['scope'] });
    expect(problem({ startsOn: '2026-12-02', endsOn: '2026-12-01' })).toMatchObject({ path: ['endsOn'] });
    expect(problem({ code: 'e!d' })).toMatchObject({ path: ['code'] });
    // The form shows each at its field, so each says what is wrong in the owner's words.
    const selected = { scope: 'selected' as const };
    expect(problem({ ...selected, productIds: ['P'.repeat(41)] })).toMatchObject({
      path: ['productIds', 0],
      message: 'A product ID is at most 40 characters',
    });
    expect(problem({ ...selected, productIds: Array.from({ length: 201 }, (_, n) => `P${n}`) })).toMatchObject({
      path: ['productIds'],
      message: 'Name at most 200 product IDs',
    });
    expect(problem({ ...selected, categories: ['C'.repeat(61)] })).toMatchObject({
      path: ['categories', 0],
      message: 'A category is at most 60 characters',
    });
    expect(problem({ ...selected, categories: Array.from({ length: 51 }, (_, n) => `C${n}`) })).toMatchObject({
      path: ['categories'],
      message: 'Name at most 50 categories',
    });
  });
});

describe('property: any cart with any code', () => {
  const categories = ['Formal', 'Casual', 'Kurta'];
  for (const seed of Array.from({ length: 40 }, (_, index) => index + 1)) {
    it(`keeps total = subtotal - discount + shipping, never below 0, and each discount within its lines (seed ${seed})`, () => {
      const random = seeded(seed);
      for (let round = 0; round < 50; round += 1) {
        const lines = Array.from({ length: random.int(1, 6) }, (_, index) =>
          shirt(`P${index}`, random.int(1, 9000), random.int(1, 5), [random.pick(categories)]),
        );
        const kind = random.pick(['percent', 'fixed', 'freeDelivery'] as const);
        const selected = kind !== 'freeDelivery' && random.chance(0.4);
        const input: Partial<DiscountInput> = {
          kind,
          value: kind === 'percent' ? random.int(1, 100) : kind === 'fixed' ? random.int(1, 40_000) : 0,
          scope: selected ? 'selected' : 'order',
          categories: selected ? [random.pick(categories)] : [],
          productIds: selected && random.chance(0.5) ? [`P${random.int(0, 5)}`] : [],
          minPieces: random.chance(0.2) ? random.int(1, 8) : null,
          minAmount: random.chance(0.2) ? random.int(1, 20_000) : null,
        };
        const priced = price(lines, input);
        const plain = orderTotals(lines, policy);
        if (!priced.ok) {
          expect(priced.message).toContain('EID10');
          continue;
        }
        const { totals, lineDiscounts } = priced;
        expect(totals.subtotal).toBe(plain.subtotal);
        expect(totals.shippingCost).toBe(plain.shippingCost);
        expect(totals.total).toBe(totals.subtotal - totals.discount + totals.shippingCost);
        expect(totals.total).toBeGreaterThanOrEqual(0);
        expect(totals.discount).toBe(priced.discount);
        lines.forEach((line, index) => {
          expect(Number.isInteger(lineDiscounts[index])).toBe(true);
          expect(lineDiscounts[index]).toBeGreaterThanOrEqual(0);
          expect(lineDiscounts[index]).toBeLessThanOrEqual(line.unitPrice * line.quantity);
        });
        const onLines = lineDiscounts.reduce((sum, amount) => sum + amount, 0);
        if (kind === 'freeDelivery') {
          expect(onLines).toBe(0);
          expect(totals.discount).toBe(totals.shippingCost);
        } else {
          // The lines' discounts add up to the order's, and only lines the code applies to get any.
          expect(onLines).toBe(totals.discount);
          const applies = (line: DiscountLine) =>
            !selected || input.categories!.includes(line.categories[0]!) || input.productIds!.includes(line.productId);
          lines.forEach((line, index) => {
            if (!applies(line)) expect(lineDiscounts[index]).toBe(0);
          });
          const eligibleTotal = lines.reduce(
            (sum, line) => sum + (applies(line) ? line.unitPrice * line.quantity : 0),
            0,
          );
          expect(totals.discount).toBeLessThanOrEqual(eligibleTotal);
        }
      }
    });
  }
});
