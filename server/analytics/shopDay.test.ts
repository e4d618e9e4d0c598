import { describe, expect, it } from 'vitest';
import { cashToCollect, netTotal } from '../../common/orders';
import { formatPrice } from '../../common/money';
import { afterSaleCalls, isSale, ok } from '../orders/afterSaleCalls';
import { notReadyToBook } from '../orders/courierCsv';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { BANK_READY_POLICY } from '../testing/policies';

/*
 * Issue 33's first proof: one shop's day (orders with a code, a return, an exchange, a refusal, a
 * cancel, cash on delivery and a bank transfer) read back through every screen's API: the Dashboard,
 * Sales Analytics (sales, pieces, top products, top cities), the Discounts screen, each order card,
 * its invoice and the courier CSV. Each figure is worked out by hand and from the one definition:
 * a sale (common/orderChanges.ts isSaleOrder), revenue after refunds (netTotal of the sales) and
 * what is left to collect (cashToCollect).
 */

const shop = testShopForFile({ rateLimitMax: 5000 });
const api = afterSaleCalls(shop);

const add = <T>(rows: T[], figure: (row: T) => number) => rows.reduce((total, row) => total + figure(row), 0);

describe("one shop's day, read on every screen (issue 33)", () => {
  it('every screen agrees on the sales, the revenue after refunds, the pieces sold and what is left to collect', async () => {
    const kurta = saveShirt(shop, {
      id: 'KURTA',
      title: 'Lawn Kurta',
      price: 3450,
      sizes: ['M', 'L'],
      colors: ['White'],
      stock: 40,
      variants: [
        { size: 'M', color: 'White', stock: 20, sku: '' },
        { size: 'L', color: 'White', stock: 20, sku: '' },
      ],
    });
    const polo = saveShirt(shop, { id: 'POLO', title: 'Polo', price: 2000, stock: 20 });
    ok(
      await shop.call('PUT', '/api/admin/settings/policy', {
        body: { ...BANK_READY_POLICY, exchangeDeliveryFee: 200 },
        token: shop.adminToken,
      }),
    );
    ok(
      await shop.call('POST', '/api/admin/discounts', {
        body: { code: 'EID20', kind: 'percent', value: 20 },
        token: shop.adminToken,
      }),
      201,
    );
    const k = (size = 'M', quantity = 1) => ({ id: kurta.id, size, color: 'White', quantity });
    const p = (quantity = 1) => ({ id: polo.id, size: 'M', color: 'White', quantity });
    const deliver = async (orderRef: string) => {
      ok(await api.status(orderRef, 'shipped'));
      ok(await api.status(orderRef, 'delivered'));
    };

    // 1. With the code, delivered, one kurta back with what the shopper paid for it; the cash is still to collect.
    const coded = ok(await api.place({ items: [k('M', 2), p()], discountCode: 'eid20' }), 201).body.data;
    expect(coded).toMatchObject({ subtotal: 8900, discount: 1780, shippingCost: 0, total: 7120 });
    expect(coded.items.map((item) => item.paid)).toEqual([5520, 1600]);
    await deliver(coded.orderRef);
    // The piece came back at the door: the rider collected less (decision 0092: the owner says so).
    ok(await api.lineReturn(coded.orderRef, coded.items[0]!.lineId, 1, 2760, 'deducted'));
    // 2. Delivered and paid, then exchanged for a size up with the exchange delivery fee charged.
    const exchanged = ok(await api.place({ city: 'Lahore', items: [k()] }), 201).body.data;
    await deliver(exchanged.orderRef);
    ok(await api.payment(exchanged.orderRef, 'paid'));
    const exchange = ok(
      await api.exchange(exchanged.orderRef, exchanged.items[0]!.lineId, {
        quantity: 1,
        size: 'L',
        color: 'White',
        chargeDelivery: true,
      }),
    ).body.data.exchange;
    expect(exchange.total).toBe(200);
    // 3. Refused at the door. 4. Cancelled. 5. A bank transfer, checked. 6. A coded order still pending.
    const refused = ok(await api.place({ items: [p()] }), 201).body.data;
    ok(await api.status(refused.orderRef, 'shipped'));
    ok(await api.parcelBack(refused.orderRef, 'refused'));
    const cancelled = ok(await api.place({ city: 'Lahore', items: [p()] }), 201).body.data;
    ok(await api.status(cancelled.orderRef, 'cancelled'));
    const bank = ok(await api.place({ city: 'Islamabad', items: [k()], paymentMethod: 'bank' }), 201).body.data;
    ok(await api.status(bank.orderRef, 'confirmed'));
    ok(await api.payment(bank.orderRef, 'paid'));
    const pending = ok(await api.place({ items: [p()], discountCode: 'EID20' }), 201).body.data;
    expect(pending.total).toBe(1900);

    const cards = await api.orders();
    expect(cards).toHaveLength(7);
    const card = (orderRef: string) => cards.find((order) => order.orderRef === orderRef)!;
    const sales = cards.filter(isSale);
    const { dashboard, analytics, discounts, discountReport } = await api.screens();

    // By hand: the sales are the coded order (7,120 less 2,760 back), the exchanged one and the bank transfer.
    expect(sales.map((order) => order.orderRef).sort()).toEqual(
      [coded.orderRef, exchanged.orderRef, bank.orderRef].sort(),
    );
    const revenue = 4360 + 3750 + 3750;
    const toCollect = 4360 + 200 + 1900;
    expect(add(sales, netTotal)).toBe(revenue);
    expect(add(cards, cashToCollect)).toBe(toCollect);
    expect(card(coded.orderRef)).toMatchObject({ total: 7120 });
    expect(netTotal(card(coded.orderRef))).toBe(4360);

    // The Dashboard.
    expect(dashboard).toMatchObject({
      totalRevenue: revenue,
      cashToCollect: toCollect,
      refunds: 2760,
      returnedOrders: 1,
    });
    // Sales Analytics: the totals, the months, the payment methods, the channels, the top products and cities.
    expect(analytics.totals).toMatchObject({
      orders: 7,
      sales: 3,
      revenue,
      itemsSold: 4,
      refunds: { amount: 2760, pieces: 1, takenOff: 2760 },
    });
    expect(analytics.cashToCollect).toEqual({ amount: toCollect, orders: 3 });
    expect(add(analytics.monthlySales, (month) => month.revenue)).toBe(revenue);
    expect(analytics.revenueByPaymentMethod.reduce((total, method) => total + method.revenue, 0)).toBe(revenue);
    expect(analytics.salesByChannel.reduce((total, channel) => total + channel.revenue, 0)).toBe(revenue);
    expect(analytics.topCities).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ city: 'Karachi', orders: 1, revenue: 4360 }),
        expect.objectContaining({ city: 'Lahore', orders: 1, revenue: 3750 }),
        expect.objectContaining({ city: 'Islamabad', orders: 1, revenue: 3750 }),
      ]),
    );
    expect(analytics.topCities.reduce((total, city) => total + city.revenue, 0)).toBe(revenue);
    // Products count what the lines were paid (their share of the code), less what came back;
    // the orders' delivery is no product's.
    expect(analytics.topProducts).toEqual([
      expect.objectContaining({ productId: kurta.id, quantity: 3, revenue: 5520 + 3450 + 3450 - 2760 }),
      expect.objectContaining({ productId: polo.id, quantity: 1, revenue: 1600 }),
    ]);
    const delivery = add(sales, (order) => order.total - order.items.reduce((total, item) => total + item.paid, 0));
    expect(analytics.topProducts.reduce((total, product) => total + product.revenue, 0)).toBe(revenue - delivery);
    expect(analytics.topProducts.reduce((total, product) => total + product.quantity, 0)).toBe(
      analytics.totals.itemsSold,
    );

    // The Discounts screen: what the code gave away is the discount on its sales, beside the report's.
    const eid = discounts.find((code) => code.code === 'EID20')!;
    const report = discountReport.find((row) => row.code === 'EID20')!;
    const codedSales = sales.filter((order) => order.discountCode === 'EID20');
    expect(report).toEqual({ code: 'EID20', orders: 1, discount: 1780, sales: 4360 });
    expect(report.sales).toBe(add(codedSales, netTotal));
    expect(eid.givenAway).toBe(report.discount);

    // Each order's invoice and the courier CSV say what the card says is left to collect.
    for (const order of cards) {
      const words = await api.invoice(order.orderRef);
      if (cashToCollect(order) > 0)
        expect(words).toContain(`To pay on delivery: ${formatPrice(cashToCollect(order))}.`);
      else expect(words).not.toContain('To pay on delivery');
      if (order.lineChanges.some((change) => change.refund > 0)) expect(words).toContain(formatPrice(netTotal(order)));
    }
    expect(await api.invoice(coded.orderRef)).toContain('To pay on delivery: PKR 4,360.');
    // The CSV holds the orders ready to book (decision 0143): not the cancelled, shipped, delivered or returned.
    const csv = await api.courierCsv(cards.map((order) => order.orderRef));
    const ready = cards.filter((order) => notReadyToBook(order) === null);
    expect(csv.map((row) => row['Order Ref'])).toEqual(ready.map((order) => order.orderRef));
    for (const row of csv) expect(Number(row['COD Amount'])).toBe(cashToCollect(card(row['Order Ref']!)));
    expect(add(csv, (row) => Number(row['COD Amount']))).toBe(add(ready, cashToCollect));
  });
});
