import { describe, expect, it } from 'vitest';
import { parcelCallout } from './courierFacts';

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
