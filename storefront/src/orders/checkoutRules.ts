import type { checkoutCustomerSchema, orderLineProblemSchema } from '../../../common/orders';

/** What checkout checks with zod: the customer's fields before placing, a refused line's details after. */
export type CheckoutRules = {
  checkoutCustomerSchema: typeof checkoutCustomerSchema;
  orderLineProblemSchema: typeof orderLineProblemSchema;
};

let loading: Promise<CheckoutRules> | undefined;

/**
 * Checkout's rules come with zod, about 30 KiB that a shopper needs only when pressing Place Order.
 * They load when the shopper starts on the form (its first focus), not with the page, so the page's
 * first load stays within its budget (issue 38, docs/decisions/0079): they arrive while the shopper
 * types, and a press before they have arrived waits for them. A failed fetch is tried again next time.
 */
export function loadCheckoutRules(): Promise<CheckoutRules> {
  loading ??= import('../../../common/orders').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
