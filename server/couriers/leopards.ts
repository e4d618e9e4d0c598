import type { ParcelStep } from '../../common/couriers';
import { callCourier, connectedTo, courierDate, CourierError, record, records, rupees, text } from './adapter';
import type { CourierAdapter, CourierEvent } from './adapter';

/**
 * Leopards' eCom merchant API (eCom Merchant APIs V2): base `https://merchantapi.leopardscourier.com/api`,
 * each call `POST {base}/{name}/format/json/` with `api_key` and `api_password` in the JSON body;
 * answers `{ status: 1, error: 0, … }`, or `{ status: 0, error: "the reason" }`.
 */
export type LeopardsAccount = { apiKey: string; apiPassword: string; shipperId: string };

/**
 * Leopards' status names as its merchant portal and tracking publish them → the shop's step (decision
 * 0132). A name not listed here (a new status, a changed wording) has no step: it is kept as Leopards
 * wrote it and moves nothing. So are 'Cancelled' and '48 Hours Auto Canceled', which are not a step of
 * a parcel on its way: the owner sees them beside the parcel.
 */
export const LEOPARDS_STEPS: Record<string, ParcelStep> = {
  'pickup request not send': 'booked',
  'pickup request sent': 'booked',
  'consignment booked': 'booked',
  'drop off at express center': 'on the way',
  'shipment picked': 'on the way',
  'arrived at station': 'on the way',
  dispatched: 'on the way',
  'in transit': 'on the way',
  missroute: 'on the way',
  'assign to courier': 'on the way',
  pending: 'attempted',
  'ready for return': 'returning',
  'being return': 'returning',
  'returned to shipper': 'returned',
  delivered: 'delivered',
};

/** The step a Leopards status name means, or null when the shop does not know the name. */
export function leopardsStep(status: string): ParcelStep | null {
  return LEOPARDS_STEPS[status.trim().replace(/\s+/g, ' ').toLowerCase()] ?? null;
}

export function leopardsAdapter(baseUrl: string, account: LeopardsAccount, timeoutMs: number): CourierAdapter {
  const call = async (name: string, fields: Record<string, unknown> = {}) => {
    const answer = await callCourier(
      'Leopards',
      `${baseUrl}/${name}/format/json/`,
      { method: 'POST', body: { api_key: account.apiKey, api_password: account.apiPassword, ...fields } },
      timeoutMs,
    );
    if (answer.status >= 500) throw new CourierError('unreachable', 'Leopards');
    const body = record(answer.body);
    if (Number(body.status) === 1) return body;
    const reason = text(body.error) || text(body.message) || `answer ${answer.status}`;
    if (answer.status === 401 || /api.?key|password|unauthori[sz]ed/i.test(reason)) {
      throw new CourierError('credentials', 'Leopards', reason);
    }
    throw new CourierError(/city/i.test(reason) ? 'city' : 'refused', 'Leopards', reason);
  };

  const cities = async () => {
    const body = await call('getAllCities');
    return records(body.city_list)
      .filter((city) => city.allow_as_destination === undefined || Boolean(city.allow_as_destination))
      .map((city) => ({ id: text(city.id), name: text(city.name) }));
  };

  return {
    courier: 'Leopards',
    testConnection: () => connectedTo('Leopards', cities),
    cities,
    async book(parcel) {
      const body = await call('bookPacket', {
        booked_packet_weight: parcel.weightGrams,
        booked_packet_no_piece: parcel.pieces,
        booked_packet_collect_amount: parcel.cashToCollect,
        booked_packet_order_id: parcel.orderRef,
        origin_city: 'self',
        destination_city: Number(parcel.city.id) || parcel.city.id,
        shipment_id: parcel.pickupCode,
        shipment_name_eng: 'self',
        shipment_email: 'self',
        shipment_phone: 'self',
        shipment_address: 'self',
        consignment_name_eng: parcel.name,
        consignment_email: '',
        consignment_phone: parcel.phone,
        consignment_address: parcel.address,
        special_instructions: parcel.details,
        shipment_type: 'overnight',
      });
      const trackingNumber = text(body.track_number);
      if (!trackingNumber) throw new CourierError('refused', 'Leopards', 'no tracking number in the answer');
      return { trackingNumber, slipUrl: text(body.slip_link) || null };
    },
    async findByOrderRef(orderRef) {
      let body: Record<string, unknown>;
      try {
        body = await call('getShipmentDetailsByOrderID', { shipment_order_id: [orderRef] });
      } catch (error) {
        // 'No record found' is an answer: nothing was booked under this reference.
        if (error instanceof CourierError && error.problem === 'refused') return null;
        throw error;
      }
      const rows = [body.data, body.packet_list].flatMap(records);
      const found = rows.find((row) => text(row.booked_packet_order_id) === orderRef && text(row.track_number));
      return found
        ? {
            trackingNumber: text(found.track_number),
            slipUrl: text(found.slip_link) || null,
            cashToCollect: rupees(found.booked_packet_collect_amount),
          }
        : null;
    },
    async track(trackingNumber) {
      const body = await call('trackBookedPacket', { track_numbers: trackingNumber });
      const packet = records(body.packet_list).find((row) => text(row.track_number) === trackingNumber);
      const details = packet?.['Tracking Detail'];
      return records(details).flatMap((entry): CourierEvent[] => {
        const at = courierDate(text(entry.Activity_datetime));
        const status = text(entry.Status);
        return at && status ? [{ at, status, detail: text(entry.Reason), step: leopardsStep(status) }] : [];
      });
    },
    async slip(booked) {
      if (!booked.slipUrl) throw new CourierError('refused', 'Leopards', 'no slip link was given for this parcel');
      const answer = await callCourier('Leopards', booked.slipUrl, { method: 'GET' }, timeoutMs);
      if (answer.status !== 200) throw new CourierError('refused', 'Leopards', `slip answer ${answer.status}`);
      return answer.bytes;
    },
    async cancel(trackingNumber) {
      await call('cancelBookedPackets', { cn_numbers: trackingNumber });
    },
  };
}

/**
 * A Leopards status push: `{ data: [{ cn_number, status, activity_datetime, reason }] }` (one or many
 * parcels). Entries without a tracking number, status or date are left out.
 */
export function leopardsPushedEvents(body: unknown): { trackingNumber: string; event: CourierEvent }[] {
  const data = record(body).data;
  return records(data).flatMap((entry) => {
    const trackingNumber = text(entry.cn_number) || text(entry.track_number);
    const status = text(entry.status) || text(entry.Status);
    const at = courierDate(text(entry.activity_datetime) || text(entry.Activity_datetime));
    if (!trackingNumber || !status || !at) return [];
    return [
      {
        trackingNumber,
        event: { at, status, detail: text(entry.reason) || text(entry.Reason), step: leopardsStep(status) },
      },
    ];
  });
}
