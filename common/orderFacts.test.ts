import { describe, expect, it } from 'vitest';
import { cashToCollect, doorPayment, leftTheShop } from './orderFacts';
import type { AdminOrder } from './orders';

type DoorFacts = Pick<AdminOrder, 'paymentMethod' | 'total' | 'payment' | 'status' | 'parcelReturn' | 'lineChanges'>;
const order = (overrides: Partial<DoorFacts> = {}): DoorFacts => ({
  lineChanges: [],
  paymentMethod: 'cod',
  total: 2500,
  payment: { status: 'unpaid', paidAt: null },
  status: 'shipped',
  parcelReturn: null,
  ...overrides,
});

describe('money at the door (docs/architecture.md, Payment and returns: cancelled and returned orders are not sales)', () => {
  it('the courier collects an unpaid cash-on-delivery order’s total', () => {
    expect(doorPayment(order())).toBe('collect');
    expect(cashToCollect(order())).toBe(2500);
  });

  it('a paid order owes nothing, and an unpaid bank transfer is awaited, not collected', () => {
    expect(doorPayment(order({ payment: { status: 'paid', paidAt: '2026-11-23T10:00:00.000Z' } }))).toBe('paid');
    expect(doorPayment(order({ paymentMethod: 'bank' }))).toBe('transfer awaited');
    expect(cashToCollect(order({ paymentMethod: 'bank' }))).toBe(0);
  });

  it('a cancelled order or a parcel that came back is owed nothing, though it was never paid', () => {
    for (const facts of [
      order({ status: 'cancelled' }),
      order({ parcelReturn: { kind: 'refused', at: '2026-11-23T10:00:00.000Z' } }),
      order({ parcelReturn: { kind: 'returned', at: '2026-11-23T10:00:00.000Z' } }),
    ]) {
      expect(doorPayment(facts)).toBe('nothing');
      expect(cashToCollect(facts)).toBe(0);
    }
  });
});

describe('a parcel that came back (docs/architecture.md, Payment and returns)', () => {
  it('can only be one that left the shop: shipped once, or shipped or delivered now', () => {
    expect(leftTheShop({ status: 'shipped', shippedAt: null })).toBe(true);
    expect(leftTheShop({ status: 'delivered', shippedAt: null })).toBe(true);
    expect(leftTheShop({ status: 'cancelled', shippedAt: '2026-11-20T10:00:00.000Z' })).toBe(true);
    for (const status of ['pending', 'confirmed', 'processing', 'cancelled'] as const)
      expect(leftTheShop({ status, shippedAt: null })).toBe(false);
  });
});
