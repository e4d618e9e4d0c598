import type { Product } from '../common/catalog';
import type { Order } from '../common/orders';
import { advanceOrder } from '../server/testing/orders';
import type { TestShop } from '../server/testing/testShop';
import { expect } from './fixtures';
import { placedOrder, productOf, shirtInStock } from './shopper';

/**
 * A delivered order of one shirt in stock, whose piece the owner exchanged for another size or colour
 * (`other`): the original, and the exchange order that carries the new piece.
 */
export async function deliveredThenExchanged(
  shop: TestShop,
  token: string,
): Promise<{ shirt: Product; other: Product['variants'][number]; original: Order; exchangeRef: string }> {
  const shirt = await productOf(shop, (await shirtInStock(shop)).id);
  const [cell, other] = shirt.variants.filter((variant) => variant.stock > 0);
  const original = await placedOrder(shop, [{ id: shirt.id, size: cell!.size, color: cell!.color, quantity: 1 }]);
  await advanceOrder(shop, token, original.orderRef, ['confirmed', 'shipped', 'delivered']);
  const made = await shop.call<{ data: { exchange: { orderRef: string } } }>(
    'POST',
    `/api/admin/orders/${original.orderRef}/lines/${original.items[0]!.lineId}/exchange`,
    { token, body: { quantity: 1, size: other!.size, color: other!.color } },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return { shirt, other: other!, original, exchangeRef: made.body.data.exchange.orderRef };
}
