import { z } from 'zod';
import { orderChannelSchema, orderStatusSchema } from './orders';
import { paymentMethodSchema } from './policy';

/**
 * Pakistan Standard Time (UTC+5, no daylight saving): the shop's days and months begin at its own
 * midnight, so an order placed at 1am on the 1st counts in the month it was placed in Karachi.
 */
export const SHOP_UTC_OFFSET_MINUTES = 5 * 60;

/** docs/product.md §9: the analytics screen lists the top 5 products (by quantity) and top 5 cities (by sales). */
export const ANALYTICS_TOP = 5;

const day = z.iso.date('Dates look like 2026-01-31');

/** The period, as shop-time calendar days, both included; either end may be left open. */
export const analyticsQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine(({ from, to }) => !from || !to || from <= to, 'The start of the period must not be after its end');
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

const money = z.number().int();

/** GET /api/admin/analytics (docs/architecture.md, Analytics): cancelled and returned orders are not sales. */
export const analyticsSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  totals: z.object({
    /** Every order placed in the period, whatever became of it. */
    orders: z.number().int(),
    /** Of those, the ones that are sales. */
    sales: z.number().int(),
    /** What the sales brought in, less the money given back for single lines in the period (issue 22). */
    revenue: money,
    /** Pieces sold, less the pieces refunded in the period. */
    itemsSold: z.number().int(),
    /**
     * Money given back for single lines that came back in the period (refunds; an exchange gives none), and
     * their pieces. `takenOff` is the part taken off bills before the cash came in (decision 0090): not paid out.
     */
    refunds: z.object({ amount: money, pieces: z.number().int(), takenOff: money }),
  }),
  /** Year-month in shop time ('2026-03'), oldest first, months without sales or refunds left out; revenue less that month's refunds. */
  monthlySales: z.array(z.object({ month: z.string(), revenue: money, orders: z.number().int() })),
  topProducts: z.array(
    z.object({ productId: z.string(), title: z.string(), quantity: z.number().int(), revenue: money }),
  ),
  topCities: z.array(z.object({ city: z.string(), revenue: money, orders: z.number().int() })),
  /** Every status, zero included, in the order an order moves through them. */
  statusCounts: z.array(z.object({ status: orderStatusSchema, count: z.number().int() })),
  /** Revenue by how the order was paid, less the refunds of those orders. */
  revenueByPaymentMethod: z.array(z.object({ method: paymentMethodSchema, revenue: money, orders: z.number().int() })),
  /** Sales by the channel the order came by (issue 26), every channel listed, less the refunds of those orders. */
  salesByChannel: z.array(z.object({ channel: orderChannelSchema, revenue: money, orders: z.number().int() })),
  /** Cash to collect, of any date: common/orderFacts.ts TO_COLLECT, the definition every screen uses. */
  cashToCollect: z.object({ amount: money, orders: z.number().int() }),
});
export type Analytics = z.infer<typeof analyticsSchema>;
