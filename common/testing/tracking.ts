import type { Order } from '../orders';

/*
 * Test data the server's, the admin app's and the storefront's tests share (test files only: no
 * product code imports common/testing/).
 */

/** An order's tracking before it is given to a courier: every field empty, as the API answers it. */
export const NO_TRACKING_YET: Order['tracking'] = {
  trackingNumber: null,
  carrier: null,
  trackingUrl: null,
  shippedAt: null,
  deliveredAt: null,
  estimatedDelivery: null,
};
