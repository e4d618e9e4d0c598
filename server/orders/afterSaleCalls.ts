import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import type { DashboardData } from '../../common/admin';
import type { Analytics } from '../../common/analytics';
import type { Discount } from '../../common/discounts';
import { isSaleOrder } from '../../common/orderChanges';
import type { AdminOrder, Order } from '../../common/orders';
import { pdfText } from '../testing/pdfText';
import type { TestShop } from '../testing/testShop';

/*
 * The owner's and the shopper's calls on an order's life, through the real HTTP API, for the tests
 * that build a shop's day and walk random sequences of changes (shopDay.test.ts, orderLife.test.ts).
 * Each answers the status and the API's body so a test can check refusals as well as successes.
 */

type Answer<T> = { success: boolean; data: T; message?: string };
type Shop = Pick<TestShop, 'call' | 'url'> & { readonly adminToken: string };

/** Whether an order card, as the admin app reads it, counts as a sale (the one rule, common/orderChanges.ts). */
export const isSale = (order: AdminOrder) =>
  isSaleOrder({
    status: order.status,
    returnKind: order.parcelReturn?.kind ?? null,
    paymentStatus: order.payment.status,
    exchangeOf: order.exchangeOf,
  });

/** The answer, once its status is 200 (or `status`); when it is not, the API's message says why. */
export const ok = <T extends { status: number; body: { message?: string } }>(answer: T, status = 200): T => {
  expect(answer.status, answer.body.message).toBe(status);
  return answer;
};

export type Placing = {
  city?: string;
  items: { id: string; size: string; color: string; quantity: number }[];
  paymentMethod?: 'cod' | 'bank';
  discountCode?: string;
};

export function afterSaleCalls(shop: Shop) {
  const admin = () => ({ token: shop.adminToken });
  const call = <T>(method: string, path: string, body?: unknown) =>
    shop.call<Answer<T>>(method, path, { ...admin(), ...(body === undefined ? {} : { body }) });
  return {
    /** A shopper's checkout. */
    place: (placing: Placing) =>
      shop.call<Answer<Order>>('POST', '/api/orders', {
        body: {
          customer: {
            name: 'Sana Tariq',
            email: 'sana@example.pk',
            phone: '0301 2223334',
            address: 'House 4, Street 9',
            city: placing.city ?? 'Karachi',
          },
          items: placing.items,
          paymentMethod: placing.paymentMethod ?? 'cod',
          ...(placing.discountCode && { discountCode: placing.discountCode }),
        },
      }),
    status: (orderRef: string, status: Order['status']) =>
      call<AdminOrder>('PATCH', `/api/orders/${orderRef}/status`, {
        status,
        carrier: 'TCS',
        // One tracking number is one parcel (decision 0143): each order its own.
        trackingNumber: `KHI-${orderRef}`,
      }),
    payment: (orderRef: string, payment: 'paid' | 'unpaid') =>
      call<AdminOrder>('PATCH', `/api/admin/orders/${orderRef}/payment`, { payment }),
    parcelBack: (orderRef: string, returned: 'refused' | 'returned' | null) =>
      call<AdminOrder>('PATCH', `/api/admin/orders/${orderRef}/return`, { returned }),
    lineReturn: (
      orderRef: string,
      lineId: number,
      quantity: number,
      refund: number,
      // 'none' sends no method, as the dialog does when it asks none (decision 0092).
      method: 'cash' | 'bank' | 'deducted' | 'none' = 'cash',
    ) =>
      call<AdminOrder>('POST', `/api/admin/orders/${orderRef}/lines/${lineId}/return`, {
        quantity,
        refund: { amount: refund, ...(method !== 'none' && { method }) },
      }),
    exchange: (
      orderRef: string,
      lineId: number,
      change: { quantity: number; size: string; color: string; chargeDelivery?: boolean },
    ) =>
      call<{ order: AdminOrder; exchange: AdminOrder }>(
        'POST',
        `/api/admin/orders/${orderRef}/lines/${lineId}/exchange`,
        change,
      ),
    edit: (order: AdminOrder, items: { id: string; size: string; color: string; quantity: number }[]) =>
      call<AdminOrder>('PUT', `/api/admin/orders/${order.orderRef}`, {
        items,
        phone: order.customer.phone,
        address: order.customer.address,
        city: order.customer.city,
      }),
    order: async (orderRef: string) =>
      (await call<AdminOrder[]>('GET', `/api/orders?q=${orderRef}`)).body.data.find(
        (order) => order.orderRef === orderRef,
      )!,
    /** Every order card, page by page: a long random run places more than one page holds. */
    orders: async () => {
      const cards: AdminOrder[] = [];
      for (let page = 1; ; page++) {
        const answer = (await call<AdminOrder[]>('GET', `/api/orders?limit=200&page=${page}`)).body as Answer<
          AdminOrder[]
        > & { totalPages: number };
        cards.push(...answer.data);
        if (page >= answer.totalPages) return cards;
      }
    },
    stock: async (productId: string) =>
      (
        await shop.call<Answer<{ variants: { size: string; color: string; stock: number }[] }>>(
          'GET',
          `/api/products/${productId}`,
        )
      ).body.data.variants,
    /** Every screen's money, as the admin app reads it. */
    screens: async () => ({
      dashboard: (await call<DashboardData>('GET', '/admin/dashboard-data')).body.data.stats,
      analytics: (await call<Analytics>('GET', '/api/admin/analytics')).body.data,
      discounts: (await call<Discount[]>('GET', '/api/admin/discounts')).body.data,
      discountReport: (
        await call<{ code: string; orders: number; discount: number; sales: number }[]>(
          'GET',
          '/api/admin/discounts/report',
        )
      ).body.data,
    }),
    /** The words of the order's invoice (or receipt) PDF. */
    invoice: async (orderRef: string) => {
      const answer = await fetch(`${shop.url}/api/admin/orders/${orderRef}/invoice.pdf`, {
        headers: { Authorization: `Bearer ${shop.adminToken}` },
      });
      if (answer.status !== 200) throw new Error(`The invoice of ${orderRef} was refused: ${answer.status}`);
      return pdfText(Buffer.from(await answer.arrayBuffer()));
    },
    /** The courier CSV's rows for these orders, as a spreadsheet reads them. */
    courierCsv: async (orderRefs: string[]) => {
      const answer = await shop.call<string>('GET', `/api/admin/orders/export?refs=${orderRefs.join(',')}`, admin());
      if (answer.status !== 200) throw new Error(`The courier CSV was refused: ${JSON.stringify(answer.body)}`);
      return parse(answer.body, { bom: true, columns: true }) as Record<string, string>[];
    },
  };
}
