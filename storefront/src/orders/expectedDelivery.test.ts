import { isValidElement, type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../common/orders';
import { NO_TRACKING_YET } from '../../../common/testing/tracking';
import { loadCatalog, speak } from '../i18n/I18nContext';
import { expectedDelivery } from './expectedDelivery';

/*
 * The order page's expected delivery never says 'We will tell you once it ships' beside 'Status:
 * Shipped': a shipped order names its courier and tracking number, or the owner's estimate.
 */
const order = (status: Order['status'], more: Partial<Order['tracking']> = {}) =>
  ({ status, parcelReturn: null, tracking: { ...NO_TRACKING_YET, ...more } }) satisfies Pick<
    Order,
    'status' | 'parcelReturn' | 'tracking'
  >;
/** The text of what the page shows, its elements (the number's left-to-right island) read through. */
const text = (node: ReactNode): string =>
  typeof node === 'string' || typeof node === 'number'
    ? String(node)
    : Array.isArray(node)
      ? node.map(text).join('')
      : isValidElement(node)
        ? text((node.props as { children?: ReactNode }).children)
        : '';
const said = (of: Parameters<typeof expectedDelivery>[0]) => text(expectedDelivery(of));
const shipped = { carrier: 'PostEx', trackingNumber: '21700012345678', shippedAt: '2026-11-28T09:00:00.000Z' };

describe('expected delivery', () => {
  it('names the courier and the tracking number of a shipped order with no estimate', () => {
    expect(said(order('shipped', shipped))).toBe('On its way with PostEx, tracking number 21700012345678');
  });

  it('says a parcel booked with a courier waits for its rider, not that it has left (decision 0130)', () => {
    const booked = { carrier: 'PostEx', trackingNumber: '21700012345678' };
    expect(said(order('processing', booked))).toBe(
      'Packed and booked with PostEx, tracking number 21700012345678: waiting for the rider to pick it up',
    );
  });

  it("gives the owner's estimate when there is one, and waits only while the order has not shipped", () => {
    expect(said(order('shipped', { ...shipped, estimatedDelivery: '2026-12-02T07:00:00.000Z' }))).toBe(
      'Wednesday, 2 December',
    );
    for (const status of ['pending', 'confirmed', 'processing'] as const)
      expect(said(order(status))).toBe('We will tell you once it ships');
    expect(said(order('delivered', { ...shipped, deliveredAt: '2026-11-30T09:00:00.000Z' }))).toBe('Delivered');
    expect(said(order('cancelled'))).toBe('Not sent: the order was cancelled');
    expect(
      expectedDelivery({ ...order('shipped', shipped), parcelReturn: { kind: 'refused', at: shipped.shippedAt } }),
    ).toBe('Not delivered: the parcel came back');
  });

  describe('in Urdu', () => {
    beforeAll(async () => {
      await loadCatalog('ur');
      speak('ur');
    });
    afterAll(() => speak('en'));
    it('says it in Urdu, the number as written', () => {
      expect(said(order('shipped', shipped))).toBe('PostEx کے ذریعے راستے میں ہے، ٹریکنگ نمبر 21700012345678');
    });
  });
});
