import { describe, expect, it } from 'vitest';
import { parcelCallout, parcelStepWords, waitingForPickup } from './courierFacts';

/** Decision 0128: what an order's card and the Dashboard's Recent Orders say about its parcel. */
describe('parcelCallout', () => {
  it('says an attempt and a return on the way while the order is shipped', () => {
    expect(parcelCallout({ status: 'shipped', parcelStep: 'attempted', cameBack: false })).toBe('Delivery attempted');
    expect(parcelCallout({ status: 'shipped', parcelStep: 'returning', cameBack: false })).toBe(
      'Being returned to the shop',
    );
  });

  it('says nothing for a parcel on its way, or without a courier’s parcel', () => {
    expect(parcelCallout({ status: 'shipped', parcelStep: 'on the way', cameBack: false })).toBeNull();
    expect(parcelCallout({ status: 'shipped', parcelStep: null, cameBack: false })).toBeNull();
  });

  it('says nothing once the owner corrected the order by hand: delivered, or recorded as come back', () => {
    expect(parcelCallout({ status: 'delivered', parcelStep: 'attempted', cameBack: false })).toBeNull();
    expect(parcelCallout({ status: 'shipped', parcelStep: 'attempted', cameBack: true })).toBeNull();
  });
});

/** Decision 0130: a booked parcel waits for the courier's rider; its order is not shipped yet. */
describe('waitingForPickup', () => {
  it('says a booked parcel waits, on a packed order and on one shipped before 0130', () => {
    expect(waitingForPickup({ status: 'processing', parcelStep: 'booked', cameBack: false })).toBe(true);
    expect(waitingForPickup({ status: 'shipped', parcelStep: 'booked', cameBack: false })).toBe(true);
    expect(parcelStepWords('booked', 'PostEx')).toBe('Booked with PostEx, waiting for pickup');
    expect(parcelStepWords('on the way', 'PostEx')).toBe('On the way');
  });

  it('says nothing once picked up, without a parcel, or once the owner settled the order by hand', () => {
    expect(waitingForPickup({ status: 'shipped', parcelStep: 'on the way', cameBack: false })).toBe(false);
    expect(waitingForPickup({ status: 'processing', parcelStep: null, cameBack: false })).toBe(false);
    expect(waitingForPickup({ status: 'delivered', parcelStep: 'booked', cameBack: false })).toBe(false);
    expect(waitingForPickup({ status: 'shipped', parcelStep: 'booked', cameBack: true })).toBe(false);
  });
});
