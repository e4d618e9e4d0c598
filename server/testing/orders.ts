import type { Product } from '../../common/catalog';
import type { Order } from '../../common/orders';
import { BILAL } from './identities';
import type { TestShop } from './testShop';

/*
 * Placing and moving orders through the real API, for tests whose point comes after an order exists.
 * No test runner's assertions here: the browser tests use these too.
 */

/**
 * A cotton shirt (PKR 2,500, titled 'Oxford <id>' unless `fields` says) made through the owner's API
 * with these cells; its sizes and colours are those of the cells, in their order.
 */
export async function postShirt(
  shop: Pick<TestShop, 'call'>,
  token: string,
  id: string,
  variants: { size: string; color: string; stock: number }[],
  fields: { title?: string; price?: number } = {},
): Promise<Product> {
  const made = await shop.call<{ data: Product }>('POST', '/api/products', {
    token,
    body: {
      id,
      title: fields.title ?? `Oxford ${id}`,
      description: 'Cotton',
      price: fields.price ?? 2500,
      sizes: [...new Set(variants.map((cell) => cell.size))],
      colors: [...new Set(variants.map((cell) => cell.color))],
      variants,
    },
  });
  if (made.status !== 201) throw new Error(`${id} was not made: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body.data;
}

/** An API answer as the tests read it: whether it succeeded, its data, and its message or error code. */
export type Answer<T> = { success: boolean; data: T; message?: string; code?: string };

export type OrderLine = { id: string; size: string; color: string; quantity: number; priceSeen?: number };
export type PlacedAnswer = { success: boolean; data: Order; message: string; code?: string };

/**
 * A shopper's checkout through POST /api/orders: cash on delivery as Bilal unless `extra` says
 * otherwise (any other checkout field, e.g. a discount code, goes in as given). It answers as the API
 * does, so a test checks the status itself, a refusal as well as a placed order.
 */
export function placeCodOrder(
  shop: Pick<TestShop, 'call'>,
  items: OrderLine[],
  {
    customer,
    paymentMethod = 'cod',
    ...extra
  }: { customer?: Partial<typeof BILAL> & Record<string, unknown>; paymentMethod?: string } & Record<
    string,
    unknown
  > = {},
) {
  return shop.call<PlacedAnswer>('POST', '/api/orders', {
    body: { customer: { ...BILAL, ...customer }, items, paymentMethod, ...extra },
  });
}

/**
 * The owner takes an order through `statuses` in turn, naming a courier and tracking number as
 * shipping asks. Throws at the first refusal: the tests using it are about what comes after.
 */
export async function advanceOrder(
  shop: Pick<TestShop, 'call'>,
  token: string,
  orderRef: string,
  statuses: Order['status'][],
  // One tracking number is one parcel (decision 0143): each order its own unless a test names one.
  { carrier = 'TCS', trackingNumber = `KHI-${orderRef}` } = {},
) {
  for (const status of statuses) {
    const moved = await shop.call('PATCH', `/api/orders/${orderRef}/status`, {
      token,
      body: { status, carrier, trackingNumber },
    });
    if (moved.status !== 200)
      throw new Error(`${orderRef} to ${status}: ${moved.status} ${JSON.stringify(moved.body)}`);
  }
}

/** The owner records that a parcel came back: refused at the door, or returned later. Throws when refused. */
export async function recordParcelBack(
  shop: Pick<TestShop, 'call'>,
  token: string,
  orderRef: string,
  returned: 'refused' | 'returned',
) {
  const back = await shop.call('PATCH', `/api/admin/orders/${orderRef}/return`, { token, body: { returned } });
  if (back.status !== 200) throw new Error(`${orderRef} ${returned}: ${back.status} ${JSON.stringify(back.body)}`);
}
