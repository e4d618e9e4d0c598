import { ApiError } from '../../../common/apiClient';
import { lineKey, type CartLine } from '../cart/cartRules';
import type { Translate } from '../i18n/catalog';
import { refusalMessage } from '../i18n/problems';
import type { CheckoutRules } from './checkoutRules';

/** A line the shop could not fill when 'Place Order' was pressed, and how many it can still sell of it. */
export type LineProblem = { key: string; available: number; unavailable: boolean };

/** What a failed placement tells the shopper (docs/product.md §8 Checkout), in their language; the cart is kept. */
export function placementFailure(
  error: unknown,
  code: string,
  rules: CheckoutRules,
): { message: string; line?: LineProblem } {
  const message = refusalMessage(error, 'checkout.failed', code);
  if (!(error instanceof ApiError)) return { message };
  if (error.code === 'OUT_OF_STOCK' || error.code === 'PRODUCT_UNAVAILABLE') {
    const details = rules.orderLineProblemSchema.safeParse(error.details);
    if (details.success) {
      const { productId, size, color, available } = details.data;
      return {
        message,
        line: {
          key: lineKey({ id: productId, size, color }),
          available,
          unavailable: error.code === 'PRODUCT_UNAVAILABLE',
        },
      };
    }
  }
  return { message };
}

/** Placement refused the discount code rather than the order's lines (server/discounts/queries.ts). */
export const isCodeRefusal = (details: unknown) =>
  typeof details === 'object' && details !== null && (details as { field?: unknown }).field === 'discountCode';

/** What the marked line says, while the shopper has not yet lowered or removed it. */
export function problemNotice(line: CartLine, problem: LineProblem, t: Translate): string | undefined {
  if (line.quantity <= problem.available) return undefined;
  if (problem.unavailable) return t('cart.noLongerSold');
  if (problem.available === 0) return t('cart.soldOutRemove');
  return t('checkout.onlyLeft', { count: problem.available });
}
