import type { ParcelStep } from '../../common/couriers';
import {
  callCourier,
  connectedTo,
  courierDate,
  CourierError,
  record,
  records,
  rupees,
  text,
  type Booked,
  type CourierAdapter,
  type CourierEvent,
} from './adapter';

/**
 * PostEx's merchant API (PostEx COD API Integration Guide v4.1.9): base
 * `https://api.postex.pk/services/integration/api/order`, the account's token in a `token` header,
 * every answer an envelope `{ statusCode: "200", statusMessage, dist }` with statusCode as text.
 */
export type PostExAccount = { token: string; pickupCode: string };

/**
 * transactionStatusMessageCode → the shop's step. The guide names 0002, 0006 and 0007 all 'Returned';
 * 0006 is the parcel on its way back and 0002/0007 back with the merchant, so only those give the
 * pieces back. 0008 ('Delivery Under Review') and 0013 ('Attempt Made') are a failed attempt. A code
 * the guide does not list has no step (decision 0132): kept with PostEx's words, it moves nothing.
 */
export const POSTEX_STEPS: Record<string, ParcelStep> = {
  '0001': 'booked',
  '0002': 'returned',
  '0003': 'on the way',
  '0004': 'on the way',
  '0005': 'delivered',
  '0006': 'returning',
  '0007': 'returned',
  '0008': 'attempted',
  '0013': 'attempted',
};

export function postExAdapter(baseUrl: string, account: PostExAccount, timeoutMs: number): CourierAdapter {
  const headers = { token: account.token };
  const call = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
    const answer = await callCourier('PostEx', `${baseUrl}/${path}`, { method, headers, body }, timeoutMs);
    const envelope = record(answer.body);
    const code = text(envelope.statusCode) || String(answer.status);
    const message = text(envelope.statusMessage);
    if (answer.status === 401 || answer.status === 403 || code === '401' || code === '403') {
      throw new CourierError('credentials', 'PostEx', message);
    }
    if (answer.status >= 500) throw new CourierError('unreachable', 'PostEx', message);
    return { ok: answer.status < 300 && code === '200', message, dist: envelope.dist, bytes: answer.bytes };
  };

  const cities = async () => {
    const answer = await call('GET', 'v2/get-operational-city');
    if (!answer.ok) throw new CourierError('refused', 'PostEx', answer.message);
    return records(answer.dist)
      .filter((city) => city.isDeliveryCity === true || city.isDeliveryCity === 'true')
      .map((city) => ({ id: text(city.operationalCityName), name: text(city.operationalCityName) }));
  };

  return {
    courier: 'PostEx',
    testConnection: () => connectedTo('PostEx', cities),
    cities,
    async book(parcel) {
      const answer = await call('POST', 'v3/create-order', {
        cityName: parcel.city.name,
        customerName: parcel.name,
        customerPhone: parcel.phone,
        deliveryAddress: parcel.address,
        invoiceDivision: 0,
        invoicePayment: parcel.cashToCollect,
        items: parcel.pieces,
        orderDetail: parcel.details,
        orderRefNumber: parcel.orderRef,
        orderType: 'Normal',
        transactionNotes: '',
        pickupAddressCode: parcel.pickupCode,
        bookingWeight: parcel.weightGrams / 1000,
      });
      const trackingNumber = text(record(answer.dist).trackingNumber);
      if (answer.ok && trackingNumber) return { trackingNumber, slipUrl: null };
      throw new CourierError(/city/i.test(answer.message) ? 'city' : 'refused', 'PostEx', answer.message);
    },
    async findByOrderRef(orderRef) {
      // The guide's order list answers a date range; a parcel is looked up within the last month.
      const end = new Date();
      const start = new Date(end.getTime() - 31 * 24 * 60 * 60 * 1000);
      const day = (date: Date) => date.toISOString().slice(0, 10);
      const answer = await call('GET', `v1/get-all-order?orderStatusId=0&startDate=${day(start)}&endDate=${day(end)}`);
      if (!answer.ok) throw new CourierError('refused', 'PostEx', answer.message);
      const found = records(answer.dist).find((order) => text(order.orderRefNumber) === orderRef);
      if (!found || !text(found.trackingNumber)) return null;
      // The order list gives each consignment's invoicePayment: what PostEx's rider will collect.
      return { trackingNumber: text(found.trackingNumber), slipUrl: null, cashToCollect: rupees(found.invoicePayment) };
    },
    async track(trackingNumber) {
      const answer = await call('GET', `v1/track-order/${encodeURIComponent(trackingNumber)}`);
      if (!answer.ok) throw new CourierError('refused', 'PostEx', answer.message);
      const history = record(answer.dist).transactionStatusHistory;
      return records(history).flatMap((entry): CourierEvent[] => {
        const code = text(entry.transactionStatusMessageCode);
        // PostEx's time of the step; one without a zone is Pakistan's, not the computer's.
        const at = courierDate(text(entry.updatedAt) || text(entry.modifiedDatetime));
        const status = text(entry.transactionStatusMessage) || (code && `Status ${code}`);
        if (!status || !at) return [];
        return [{ at, status, detail: '', step: POSTEX_STEPS[code] ?? null }];
      });
    },
    async slip(booked: Booked) {
      const answer = await call('GET', `v1/get-invoice?trackingNumbers=${encodeURIComponent(booked.trackingNumber)}`);
      if (answer.dist !== undefined || answer.bytes.length === 0) {
        throw new CourierError('refused', 'PostEx', answer.message || 'no airway bill');
      }
      return answer.bytes;
    },
    async cancel(trackingNumber) {
      const answer = await call('PUT', 'v1/cancel-order', { trackingNumber });
      if (!answer.ok) throw new CourierError('refused', 'PostEx', answer.message);
    },
    async paymentStatus(trackingNumber) {
      // The guide's Payment Status API: `settle` true once PostEx has paid the parcel out; its receipt
      // is CPR 1 (the upfront payment) or CPR 2 (the reserve). It gives no amounts or charges.
      const answer = await call('GET', `v1/payment-status/${encodeURIComponent(trackingNumber)}`);
      if (!answer.ok) throw new CourierError('refused', 'PostEx', answer.message);
      const paid = record(answer.dist);
      if (paid.settle !== true && paid.settle !== 'true') return null;
      return {
        paidOn: text(paid.settlementDate) || text(paid.upfrontPaymentDate) || text(paid.reservePaymentDate),
        reference: text(paid.cprNumber_1) || text(paid.cprNumber_2),
        amount: null,
        charges: null,
      };
    },
  };
}
