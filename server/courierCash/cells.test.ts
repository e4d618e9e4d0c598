import { describe, expect, it } from 'vitest';
import { guessMapping, guessStatusStep, trackingKey } from '../../common/courierCash';
import { readDay, readRupees } from './cells';

/** How a courier's cells are read (issue 34): amounts, days, headings and status words as couriers write them. */
describe('reading a courier report’s cells', () => {
  it('reads amounts as whole rupees and refuses what is not one', () => {
    expect(['Rs. 2,500', 'PKR 2500', '2,500.40', ' 2500 '].map(readRupees)).toEqual([2500, 2500, 2500, 2500]);
    expect(['(150)', '-150'].map(readRupees)).toEqual([-150, -150]);
    expect([' -   ', 'Rs -', '0'].map(readRupees)).toEqual([0, 0, 0]);
    expect(['', 'abc', '2,5OO', '12-5'].map(readRupees)).toEqual([null, null, null, null]);
  });

  it('reads days as Pakistan writes them, day first, and refuses days that do not exist', () => {
    expect(
      ['2026-11-20', '20/11/2026', '20-11-2026', '20.11.2026', '20-Nov-2026', '20 November 2026'].map(readDay),
    ).toEqual(Array(6).fill('2026-11-20'));
    expect(['31/11/2026', '11/31/2026', 'soon', ''].map(readDay)).toEqual([null, null, null, null]);
  });

  it('guesses the columns of PostEx- and Leopards-like headings, leaving the shop’s own order reference alone', () => {
    expect(
      guessMapping('payment', [
        'Order Ref',
        'Tracking #',
        'COD Amount',
        'Delivery Charges',
        'Payment Date',
        'Payment ID',
      ]),
    ).toEqual({
      trackingNumber: 'Tracking #',
      amount: 'COD Amount',
      charges: 'Delivery Charges',
      payoutDate: 'Payment Date',
      payoutReference: 'Payment ID',
    });
    // PostEx's own word for its payout's receipt.
    expect(guessMapping('payment', ['Tracking Number', 'COD Amount', 'Settlement Date', 'CPR Number'])).toEqual({
      trackingNumber: 'Tracking Number',
      amount: 'COD Amount',
      payoutDate: 'Settlement Date',
      payoutReference: 'CPR Number',
    });
    expect(guessMapping('status', ['CN Number', 'Current Status', 'Status Date'])).toEqual({
      trackingNumber: 'CN Number',
      status: 'Current Status',
      statusDate: 'Status Date',
    });
  });

  it('counts a parcel back only once the courier says it reached the shop', () => {
    const words = [
      'Delivered',
      'Out for delivery',
      'Returned to Shipper',
      'Being Returned',
      'Refused by consignee',
      'Undelivered',
    ];
    expect(words.map(guessStatusStep)).toEqual([
      'delivered',
      'no change',
      'returned',
      'no change',
      'no change',
      'no change',
    ]);
    expect(trackingKey(" 'px 1234 ")).toBe('PX1234');
  });
});
