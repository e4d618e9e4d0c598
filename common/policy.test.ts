import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_POLICY,
  freeShippingMessage,
  ibanCheckDigitsFit,
  orderTotals,
  shippingFor,
  shopPolicySchema,
  storedShopPolicySchema,
} from './policy';

describe('shipping (docs/product.md §9)', () => {
  it('charges a flat PKR 300 below 3 items', () => {
    expect(shippingFor(1, DEFAULT_SHOP_POLICY)).toBe(300);
    expect(shippingFor(2, DEFAULT_SHOP_POLICY)).toBe(300);
  });

  it('is free when the cart holds 3 or more items in total quantity', () => {
    expect(shippingFor(3, DEFAULT_SHOP_POLICY)).toBe(0);
    expect(shippingFor(7, DEFAULT_SHOP_POLICY)).toBe(0);
  });

  it('charges nothing for an empty cart', () => {
    expect(shippingFor(0, DEFAULT_SHOP_POLICY)).toBe(0);
  });

  it('says when delivery is free', () => {
    expect(freeShippingMessage(DEFAULT_SHOP_POLICY)).toBe('Free delivery on purchase of 3 shirts or more!');
  });
});

describe('order totals', () => {
  it('adds line totals and the shipping fee', () => {
    expect(orderTotals([{ unitPrice: 1200, quantity: 2 }], DEFAULT_SHOP_POLICY)).toEqual({
      subtotal: 2400,
      shippingCost: 300,
      discount: 0,
      total: 2700,
    });
  });

  it('drops the fee at the threshold', () => {
    const totals = orderTotals(
      [
        { unitPrice: 1500, quantity: 1 },
        { unitPrice: 2000, quantity: 2 },
      ],
      DEFAULT_SHOP_POLICY,
    );
    expect(totals).toEqual({ subtotal: 5500, shippingCost: 0, discount: 0, total: 5500 });
  });

  it('takes a discount off, never below 0', () => {
    expect(orderTotals([{ unitPrice: 1200, quantity: 2 }], DEFAULT_SHOP_POLICY, 500)).toEqual({
      subtotal: 2400,
      shippingCost: 300,
      discount: 500,
      total: 2200,
    });
    expect(orderTotals([{ unitPrice: 1200, quantity: 1 }], DEFAULT_SHOP_POLICY, 9000)).toEqual({
      subtotal: 1200,
      shippingCost: 300,
      discount: 1500,
      total: 0,
    });
  });
});

describe('default policy', () => {
  it('is itself a valid policy', () => {
    expect(shopPolicySchema.parse(DEFAULT_SHOP_POLICY)).toEqual(DEFAULT_SHOP_POLICY);
  });
});

describe("the shop's IBAN", () => {
  const withIban = (iban: string) => ({
    ...DEFAULT_SHOP_POLICY,
    bank: { ...DEFAULT_SHOP_POLICY.bank, iban },
  });

  it('fits its check digits (ISO 13616, mod 97): a digit mistyped or two swapped does not', () => {
    expect(['PK36SCBL0000001123456702', 'PK38MEZN0001010105678901'].map(ibanCheckDigitsFit)).toEqual([true, true]);
    expect(['PK36SCBL0000001123456703', 'PK36SCBL0000001123456720'].map(ibanCheckDigitsFit)).toEqual([false, false]);
  });

  it('is saved without its spaces, and refused with its mistake named when the check digits do not fit', () => {
    const saved = shopPolicySchema.parse(withIban('pk36 scbl 0000 0011 2345 6702'));
    expect(saved.bank.iban).toBe('PK36SCBL0000001123456702');
    const refused = shopPolicySchema.safeParse(withIban('PK36 SCBL 0000 0011 2345 6703'));
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['bank', 'iban'],
        message:
          'This IBAN has a mistake: its check digits do not fit the rest. Copy it again from your bank app or cheque book',
      }),
    ]);
  });

  it('saved before the check, still reads back, so the rest of the policy is never lost over it', () => {
    const stored = storedShopPolicySchema.safeParse(withIban('PK36SCBL0000001123456703'));
    expect(stored.success).toBe(true);
  });
});
