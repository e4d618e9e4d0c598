import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../../common/orders';
import { DEFAULT_SHOP_POLICY } from '../../../../common/policyRules';
import { NO_TRACKING_YET } from '../../../../common/testing/tracking';
import { piecesText } from './failure';
import { slipCourier, slipDates, slipLine, slipPayment, slipReturnTo } from './slipText';

/** Issue 26: what a packing slip says, sentence by sentence (docs/product.md, Orders tab). */

const tracking = NO_TRACKING_YET;
const door = (overrides: Partial<AdminOrder> = {}) =>
  ({
    paymentMethod: 'cod',
    total: 3100,
    payment: { status: 'unpaid', paidAt: null },
    status: 'confirmed',
    parcelReturn: null,
    ...overrides,
  }) as AdminOrder;
const policy = {
  ...DEFAULT_SHOP_POLICY,
  shopName: 'Lahore Shirt House',
  city: 'Lahore',
  contact: { ...DEFAULT_SHOP_POLICY.contact, address: '14 Liberty Market, Gulberg', phone: '+92 42 35761234' },
};

describe('counts on the slip', () => {
  it('say one piece and two pieces', () => {
    expect(piecesText(1)).toBe('1 piece');
    expect(piecesText(2)).toBe('2 pieces');
    expect(piecesText(0)).toBe('0 pieces');
  });

  it('name each line with its number of pieces, size and colour', () => {
    expect(slipLine({ quantity: 2, title: 'Oxford', size: 'M', color: 'Navy' })).toBe('2 × Oxford (M / Navy)');
  });
});

describe('the money line', () => {
  it('asks the rider to collect an unpaid cash-on-delivery total, in rupees', () => {
    expect(slipPayment(door())).toBe('Collect PKR 3,100');
  });

  it('says paid, transfer not checked, or nothing to collect for a free exchange or a cancelled order', () => {
    expect(slipPayment(door({ payment: { status: 'paid', paidAt: '2026-11-20T10:00:00.000Z' } }))).toBe('Paid');
    expect(slipPayment(door({ paymentMethod: 'bank' }))).toBe('Transfer not checked');
    expect(slipPayment(door({ total: 0, payment: { status: 'paid', paidAt: null } }))).toBe('Nothing to collect');
    expect(slipPayment(door({ status: 'cancelled' }))).toBe('Nothing to collect');
  });
});

describe('dates and courier', () => {
  it('give the order’s day and the printing day in Pakistan time', () => {
    // 20:30 UTC is 01:30 the next morning in Karachi.
    expect(slipDates({ createdAt: '2026-11-25T20:30:00.000Z' }, new Date('2026-11-26T09:00:00.000Z'))).toBe(
      'Ordered 26/11/2026 · Printed 26/11/2026',
    );
    expect(slipDates({ createdAt: '2026-12-31T18:59:59.000Z' }, new Date('2027-01-02T00:00:00.000Z'))).toBe(
      'Ordered 31/12/2026 · Printed 02/01/2027',
    );
  });

  it('name the courier and the tracking number once booked, and say nothing before', () => {
    expect(slipCourier({ tracking: { ...tracking, carrier: 'TCS', trackingNumber: 'KHI-77' } })).toBe(
      'Courier: TCS · Tracking no. KHI-77',
    );
    expect(slipCourier({ tracking: { ...tracking, carrier: 'Leopards' } })).toBe('Courier: Leopards');
    expect(slipCourier({ tracking })).toBeNull();
  });
});

describe('the return address', () => {
  it('names the shop, its address with its city and its phone in the local form', () => {
    expect(slipReturnTo(policy)).toBe(
      'If undelivered, return to Lahore Shirt House, 14 Liberty Market, Gulberg, Lahore · 042 35761234',
    );
  });

  it('does not repeat a city the address already names', () => {
    expect(slipReturnTo({ ...policy, contact: { ...policy.contact, address: 'Main Boulevard, Lahore' } })).toBe(
      'If undelivered, return to Lahore Shirt House, Main Boulevard, Lahore · 042 35761234',
    );
  });

  it('leaves out what the shop has not entered, and is absent with neither address nor phone', () => {
    expect(slipReturnTo({ ...policy, contact: { ...policy.contact, phone: '' } })).toBe(
      'If undelivered, return to Lahore Shirt House, 14 Liberty Market, Gulberg, Lahore',
    );
    expect(slipReturnTo({ ...policy, city: '', contact: { ...policy.contact, address: '', phone: '' } })).toBeNull();
  });
});
