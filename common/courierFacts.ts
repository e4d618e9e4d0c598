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
 * The header of a booking file (the courier CSV, a courier's booking sheet) saying, URI-encoded, which
 * orders it left out as not ready to book and why (decision 0143); absent when none was.
 */
export const LEFT_OUT_HEADER = 'X-Left-Out';

/**
 * Where a parcel is, in the shop's words, whatever the courier calls it. 'booked' is packed and waiting
 * for the rider: the order is not shipped yet (decision 0130); the first later step ships it at the
 * courier's time. 'attempted' and 'returning' leave the order shipped; 'delivered' moves it to
 * delivered; 'returned' (back at the shop) records the parcel as returned, which puts its pieces back
 * in stock once.
 */
export const PARCEL_STEPS = ['booked', 'on the way', 'attempted', 'returning', 'returned', 'delivered'] as const;
export type ParcelStep = (typeof PARCEL_STEPS)[number];
/** Steps after which the courier has nothing more to say about the parcel. */
export const FINAL_STEPS: readonly ParcelStep[] = ['delivered', 'returned'];
export const PARCEL_STEP_WORDS: Record<ParcelStep, string> = {
  booked: 'Booked, waiting for pickup',
  'on the way': 'On the way',
  attempted: 'Delivery attempted',
  returning: 'Being returned to the shop',
  returned: 'Back at the shop',
  delivered: 'Delivered',
};

/** A step with the courier named where it reads better so: 'Booked with PostEx, waiting for pickup'. */
export const parcelStepWords = (step: ParcelStep, courier: string) =>
  step === 'booked' ? `Booked with ${courier}, waiting for pickup` : PARCEL_STEP_WORDS[step];

/**
 * Steps at which the shop has something to do while the parcel is still out (decision 0128): a failed
 * attempt (call the customer before the courier gives up) and a parcel on its way back (it will cost the
 * return fee). The orders list and the Dashboard's Recent Orders say them beside the status.
 */
export const PARCEL_NEEDS_ACTION: readonly ParcelStep[] = ['attempted', 'returning'];

/**
 * The orders list's Parcel filter (decisions 0128, 0130): the steps that need the shop, and parcels
 * booked and waiting for the courier's rider (packed orders to keep ready for pickup).
 */
export const PARCEL_FILTERS: readonly ParcelStep[] = ['booked', ...PARCEL_NEEDS_ACTION];

/**
 * What the order's card says about its parcel: the step's words while it needs action and the order is
 * still shipped and not marked as come back (an owner's correction by hand ends it), else null.
 */
export function parcelCallout(order: {
  status: string;
  parcelStep: ParcelStep | null;
  cameBack: boolean;
}): string | null {
  if (order.status !== 'shipped' || order.cameBack || !order.parcelStep) return null;
  return PARCEL_NEEDS_ACTION.includes(order.parcelStep) ? PARCEL_STEP_WORDS[order.parcelStep] : null;
}

/**
 * Whether the order's card says its parcel waits for the courier's rider (decision 0130): booked and
 * not picked up, and the order not finished or cancelled by hand meanwhile. Orders booked before 0130
 * are Shipped with the step 'booked' and say it too: their parcel has not left either.
 */
export const waitingForPickup = (order: { status: string; parcelStep: ParcelStep | null; cameBack: boolean }) =>
  order.parcelStep === 'booked' && !order.cameBack && order.status !== 'delivered' && order.status !== 'cancelled';
