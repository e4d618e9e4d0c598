/**
 * Couriers the shop books parcels with through their merchant APIs (issue 34). Their names are the
 * ones the owner picks when marking an order shipped by hand (common/orderFacts.ts SHIPPING_CARRIERS),
 * so `orders.carrier` reads the same whichever way the parcel was booked.
 */
export const API_COURIERS = ['PostEx', 'Leopards'] as const;
export type ApiCourier = (typeof API_COURIERS)[number];
/** Couriers whose API says which parcels they have paid out (their adapter's paymentStatus): the Reconciliation screen offers to ask them. */
export const PAYMENT_STATUS_COURIERS: readonly ApiCourier[] = ['PostEx'];

/**
 * Where a parcel is, in the shop's words, whatever the courier calls it. 'attempted' and 'returning'
 * leave the order shipped; 'delivered' moves it to delivered; 'returned' (back at the shop) records
 * the parcel as returned, which puts its pieces back in stock once.
 */
export const PARCEL_STEPS = ['booked', 'on the way', 'attempted', 'returning', 'returned', 'delivered'] as const;
export type ParcelStep = (typeof PARCEL_STEPS)[number];
/** Steps after which the courier has nothing more to say about the parcel. */
export const FINAL_STEPS: readonly ParcelStep[] = ['delivered', 'returned'];
export const PARCEL_STEP_WORDS: Record<ParcelStep, string> = {
  booked: 'Booked with the courier',
  'on the way': 'On the way',
  attempted: 'Delivery attempted',
  returning: 'Being returned to the shop',
  returned: 'Back at the shop',
  delivered: 'Delivered',
};
