import { pakistanTime, slipPdf, startFakeServer, type Answer } from './fakeCourier';

/**
 * PostEx's merchant API as its integration guide (v4.1.9) shapes it, on 127.0.0.1: the `token`
 * header, envelopes `{ statusCode: "200", statusMessage, dist }`, `v2/get-operational-city`,
 * `v3/create-order`, `v1/get-all-order`, `v1/track-order/{trackingNumber}`, `v1/get-invoice`,
 * `v1/cancel-order`, `v1/payment-status/{trackingNumber}`. The app reaches it through POSTEX_BASE_URL = `fake.url` (its path is the real
 * one's after `/services/integration/api/order`).
 */
export type FakePostExOrder = {
  trackingNumber: string;
  orderRefNumber: string;
  cityName: string;
  invoicePayment: number;
  customerPhone: string;
  items: number;
  history: { transactionStatusMessage: string; transactionStatusMessageCode: string; updatedAt: string }[];
  /** Set once PostEx has paid the parcel out (the `settle` knob). */
  settlement?: { settlementDate: string; cprNumber_1: string };
  cancelled?: boolean;
};

/** Knob names for moving a parcel, with PostEx's codes and messages (server/couriers/postex.ts POSTEX_STEPS). */
export const POSTEX_MOVES = {
  onRoute: ['0004', 'Package on Route'],
  attempted: ['0013', 'Attempt Made: customer not responding'],
  returning: ['0006', 'Returned'],
  returned: ['0007', 'Returned'],
  delivered: ['0005', 'Delivered'],
  /** Back at the merchant's warehouse, written after PostEx had the parcel: a step backwards. */
  atMerchant: ['0001', "At Merchant's Warehouse"],
  /** A code the guide does not list (decision 0132). */
  unknown: ['0099', 'Consignment Received at Origin Hub'],
} as const;

/**
 * Tracking numbers given in this process, across every fake started: a courier never gives one twice, and
 * the shop refuses a number already on another order (decision 0143), though a test starts a fake of its own.
 */
let numbersGiven = 0;

export async function startFakePostEx(options: { token?: string; cities?: string[] } = {}) {
  const token = options.token ?? 'postex-test-token';
  const cities = options.cities ?? ['Karachi', 'Lahore', 'Islamabad', 'Rawalpindi', 'Faisalabad', 'Dera Ismail Khan'];
  const orders: FakePostExOrder[] = [];
  /** Every create-order call that made a consignment. */
  let created = 0;
  const envelope = (status: number, statusMessage: string, dist?: unknown): Answer => ({
    status,
    json: { statusCode: String(status), statusMessage, ...(dist !== undefined && { dist }) },
  });

  const server = await startFakeServer(({ method, url, headers, body }) => {
    if (headers.token !== token) return envelope(401, 'Invalid API token');
    const path = url.pathname;
    if (method === 'GET' && path.endsWith('/v2/get-operational-city')) {
      return envelope(
        200,
        'SUCCESSFULLY OPERATED',
        cities.map((name) => ({
          operationalCityName: name,
          countryName: 'Pakistan',
          isPickupCity: true,
          isDeliveryCity: true,
        })),
      );
    }
    if (method === 'POST' && path.endsWith('/v3/create-order')) {
      const cityName = String(body.cityName ?? '');
      if (!cities.includes(cityName)) return envelope(400, `INVALID CITY NAME ${cityName}`);
      if (!body.orderRefNumber || !body.customerPhone)
        return envelope(400, 'orderRefNumber and customerPhone are required');
      created += 1;
      const order: FakePostExOrder = {
        trackingNumber: `CX-${String(10_000_000 + ++numbersGiven)}`,
        orderRefNumber: String(body.orderRefNumber),
        cityName,
        invoicePayment: Number(body.invoicePayment),
        customerPhone: String(body.customerPhone),
        items: Number(body.items),
        history: [
          {
            transactionStatusMessage: "At Merchant's Warehouse",
            transactionStatusMessageCode: '0001',
            updatedAt: new Date().toISOString(),
          },
        ],
      };
      orders.push(order);
      return envelope(200, 'ORDER HAS BEEN CREATED', {
        trackingNumber: order.trackingNumber,
        orderStatus: 'Unbooked',
        orderDate: pakistanTime(new Date()),
      });
    }
    if (method === 'GET' && path.endsWith('/v1/get-all-order')) {
      return envelope(
        200,
        'SUCCESSFULLY OPERATED',
        orders.map(({ history, ...order }) => ({
          ...order,
          transactionStatus: history.at(-1)?.transactionStatusMessage,
        })),
      );
    }
    const tracked = /\/v1\/track-order\/([^/]+)$/.exec(path);
    if (method === 'GET' && tracked) {
      const order = orders.find((candidate) => candidate.trackingNumber === decodeURIComponent(tracked[1]!));
      if (!order) return envelope(400, 'INVALID TRACKING NUMBER');
      return envelope(200, 'SUCCESSFULLY OPERATED', {
        ...order,
        transactionStatus: order.history.at(-1)?.transactionStatusMessage,
        transactionStatusHistory: order.history,
      });
    }
    const payment = /\/v1\/payment-status\/([^/]+)$/.exec(path);
    if (method === 'GET' && payment) {
      const order = orders.find((candidate) => candidate.trackingNumber === decodeURIComponent(payment[1]!));
      if (!order) return envelope(400, 'INVALID TRACKING NUMBER');
      return envelope(200, 'SUCCESSFULLY OPERATED', {
        orderRefNumber: order.orderRefNumber,
        trackingNumber: order.trackingNumber,
        settle: order.settlement !== undefined,
        settlementDate: order.settlement?.settlementDate ?? null,
        upfrontPaymentDate: order.settlement?.settlementDate ?? null,
        cprNumber_1: order.settlement?.cprNumber_1 ?? null,
        reservePaymentDate: null,
        cprNumber_2: null,
      });
    }
    if (method === 'PUT' && path.endsWith('/v1/cancel-order')) {
      const order = orders.find((candidate) => candidate.trackingNumber === String(body.trackingNumber ?? ''));
      if (!order) return envelope(400, 'INVALID TRACKING NUMBER');
      // Only a parcel still at the merchant's warehouse (0001) can be cancelled.
      if (order.cancelled || order.history.at(-1)?.transactionStatusMessageCode !== '0001') {
        return envelope(400, 'ORDER CANNOT BE CANCELLED, IT HAS BEEN PICKED UP');
      }
      order.cancelled = true;
      return envelope(200, 'ORDER HAS BEEN CANCELLED');
    }
    if (method === 'GET' && path.endsWith('/v1/get-invoice')) {
      const number = url.searchParams.get('trackingNumbers') ?? '';
      if (!orders.some((order) => order.trackingNumber === number)) return envelope(400, 'INVALID TRACKING NUMBER');
      return { status: 200, bytes: slipPdf(number) };
    }
    return envelope(404, `No such PostEx API: ${method} ${path}`);
  });

  return {
    url: server.url,
    token,
    orders,
    slow: server.slow,
    /** How many consignments PostEx made. */
    created: () => created,
    /** The parcel moves on, as PostEx's riders would move it, at `at`. */
    move(trackingNumber: string, move: keyof typeof POSTEX_MOVES, at = new Date()) {
      const order = orders.find((candidate) => candidate.trackingNumber === trackingNumber);
      if (!order) throw new Error(`fake PostEx has no ${trackingNumber}`);
      const [code, message] = POSTEX_MOVES[move];
      order.history.push({
        transactionStatusMessage: message,
        transactionStatusMessageCode: code,
        updatedAt: at.toISOString(),
      });
    },
    /** PostEx pays the parcel out under a cash payment receipt (CPR), on `at`. */
    settle(trackingNumber: string, cprNumber: string, at = new Date()) {
      const order = orders.find((candidate) => candidate.trackingNumber === trackingNumber);
      if (!order) throw new Error(`fake PostEx has no ${trackingNumber}`);
      order.settlement = { settlementDate: pakistanTime(at), cprNumber_1: cprNumber };
    },
    close: server.close,
  };
}
export type FakePostEx = Awaited<ReturnType<typeof startFakePostEx>>;
