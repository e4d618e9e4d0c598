import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdingMoves, orderMoney, planEdit, planExchange, planLineReturn, type CoreOrder } from './orderChanges';
import { nextStatuses, paymentRefusal, stepRefusal } from './orderSteps';

const line = {
  id: 1,
  productId: 'P',
  title: 'Oxford',
  size: 'M',
  color: 'Navy',
  quantity: 2,
  unitPrice: 1000,
  paid: 1000,
};
const delivered = (): CoreOrder => ({
  orderRef: 'ORD-A',
  status: 'delivered',
  returnKind: null,
  shippedAt: new Date(),
  paymentMethod: 'cod',
  paymentStatus: 'paid',
  total: 1300,
  exchangeOf: null,
  lines: [{ ...line }],
  changes: [],
});

describe('the order core (issue 33)', () => {
  it('caps a refund at what the shopper paid: 2 × PKR 1,000 with a 50% code refunds at most PKR 1,000', () => {
    expect(planLineReturn(delivered(), 1, 2, 2000, 'cash')).toMatchObject({ ok: false, code: 'VALIDATION' });
    expect(planLineReturn(delivered(), 1, 2, 1000, 'cash')).toMatchObject({ ok: true });
    expect(planLineReturn(delivered(), 1, 1, 501, 'cash')).toMatchObject({ ok: false });
  });

  it('refuses an exchange for the same size and colour', () => {
    expect(planExchange(delivered(), 1, 1, { size: 'M', color: 'Navy' }, [{ size: 'M', color: 'Navy' }])).toMatchObject(
      {
        ok: false,
        message: 'Choose another size or colour to exchange for.',
      },
    );
  });

  it('refuses an edit of a line with pieces back, and a cancelled exchange frees its pieces', () => {
    const order = {
      ...delivered(),
      changes: [{ itemId: 1, kind: 'exchange' as const, quantity: 2, refund: 0, cancelled: false }],
    };
    expect(planEdit(order, [])).toMatchObject({ ok: false, code: 'CONFLICT' });
    expect(planLineReturn(order, 1, 1, 0, 'cash')).toMatchObject({ ok: false });
    order.changes[0]!.cancelled = true;
    expect(planLineReturn(order, 1, 1, 0, 'cash')).toMatchObject({ ok: true });
  });

  it('over random returns and a final parcel return: stock back equals pieces sold, refunds never exceed what was paid, revenue never below 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.array(fc.record({ pieces: fc.integer({ min: 1, max: 3 }), refund: fc.integer({ min: 0, max: 5000 }) })),
        (quantity, paid, steps) => {
          const order: CoreOrder = { ...delivered(), total: paid + 300, lines: [{ ...line, quantity, paid }] };
          let shelf = 0;
          for (const step of steps) {
            const plan = planLineReturn(order, 1, step.pieces, step.refund, 'cash');
            if (!plan.ok) continue;
            shelf += plan.moves.reduce((sum, move) => sum + move.pieces, 0);
            order.changes.push({
              itemId: 1,
              kind: 'refund',
              quantity: step.pieces,
              refund: plan.refund,
              cancelled: false,
            });
          }
          shelf += holdingMoves(order, { status: 'delivered', returnKind: 'returned' }).reduce(
            (s, m) => s + m.pieces,
            0,
          );
          expect(shelf).toBe(quantity);
          const money = orderMoney(order);
          expect(money.refunded).toBeLessThanOrEqual(paid);
          expect(money.revenue).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('the one table of steps: a delivered order offers no cancel, a refused parcel no delivered, pending never jumps to delivered', () => {
    expect(nextStatuses({ status: 'delivered', parcelReturn: null, exchangeOf: null, refundSent: false })).toEqual([]);
    expect(nextStatuses({ status: 'shipped', parcelReturn: 'refused', exchangeOf: null, refundSent: false })).toEqual(
      [],
    );
    expect(
      stepRefusal(
        { orderRef: 'ORD-A', status: 'pending', parcelReturn: null, exchangeOf: null, refundSent: false },
        'delivered',
      ),
    ).not.toBeNull();
  });

  it('a cancelled order whose money was sent back offers no step and no taking the payment back (decision 0126)', () => {
    const refunded = {
      orderRef: 'ORD-B',
      status: 'cancelled',
      parcelReturn: null,
      exchangeOf: null,
      refundSent: true,
      total: 2500,
    } as const;
    expect(nextStatuses(refunded)).toEqual([]);
    expect(stepRefusal(refunded, 'confirmed')).toBe(
      "The customer's money for ORD-B was sent back: it stays cancelled and paid. Place a new order instead.",
    );
    expect(stepRefusal(refunded, 'cancelled')).toBeNull();
    expect(paymentRefusal(refunded, 'unpaid')).not.toBeNull();
    expect(paymentRefusal({ ...refunded, refundSent: false }, 'unpaid')).toBeNull();
    expect(nextStatuses({ ...refunded, refundSent: false })).toEqual(['pending', 'confirmed', 'processing']);
  });
});
