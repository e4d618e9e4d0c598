import { pakistanTime, slipPdf, startFakeServer, type Answer } from './fakeCourier';

/**
 * Leopards' eCom merchant API (eCom Merchant APIs V2) on 127.0.0.1: `POST /{name}/format/json/` with
 * api_key and api_password in the JSON body, answers `{ status: 1, error: 0, … }` or
 * `{ status: 0, error: "…" }`: getAllCities, bookPacket (track_number, slip_link), trackBookedPacket
 * (packet_list with 'Tracking Detail'), getShipmentDetailsByOrderID, cancelBookedPackets. The app
 * reaches it through LEOPARDS_BASE_URL = `fake.url`.
 */
export type FakePacket = {
  track_number: string;
  booked_packet_order_id: string;
  destination_city: number;
  booked_packet_collect_amount: number;
  booked_packet_no_piece: number;
  booked_packet_weight: number;
  slip_link: string;
  booked_packet_status: string;
  details: { Status: string; Activity_datetime: string; Reason: string }[];
};

/** Leopards' status names for the knobs that move a parcel (server/couriers/leopards.ts leopardsStep). */
export const LEOPARDS_MOVES = {
  arrived: ['Arrived at Station', ''],
  attempted: ['Pending', 'Consignee not available'],
  returning: ['Being Return', 'Refused by consignee'],
  returned: ['Returned to shipper', ''],
  delivered: ['Delivered', ''],
  /** Written again after Leopards had the parcel: a step backwards. */
  booked: ['Consignment Booked', ''],
  /** A wording Leopards does not publish (decision 0132). */
  unknown: ['Consignment Received at Origin Hub', ''],
} as const;

/**
 * Tracking numbers given in this process, across every fake started: a courier never gives one twice, and
 * the shop refuses a number already on another order (decision 0143), though a test starts a fake of its own.
 */
let numbersGiven = 0;

export async function startFakeLeopards(options: { apiKey?: string; apiPassword?: string; cities?: string[] } = {}) {
  const apiKey = options.apiKey ?? 'leopards-test-key';
  const apiPassword = options.apiPassword ?? 'leopards-test-password';
  const cities = (options.cities ?? ['Karachi', 'Lahore', 'Islamabad', 'Multan', 'D.I. Khan']).map((name, index) => ({
    id: 780 + index,
    name,
    shipment_type: ['overnight', 'overland', 'detain'],
    allow_as_origin: true,
    allow_as_destination: true,
  }));
  const packets: FakePacket[] = [];
  let created = 0;
  let url = '';
  const fail = (error: string): Answer => ({ status: 200, json: { status: 0, error } });
  const ok = (fields: Record<string, unknown>): Answer => ({ status: 200, json: { status: 1, error: 0, ...fields } });

  const server = await startFakeServer(({ method, url: address, body }) => {
    const slip = /^\/slip\/([^/]+)\.pdf$/.exec(address.pathname);
    if (method === 'GET' && slip) return { status: 200, bytes: slipPdf(slip[1]!) };
    const name = /^\/([A-Za-z]+)\/format\/json\/?$/.exec(address.pathname)?.[1];
    if (method !== 'POST' || !name) return { status: 404, json: { status: 0, error: 'Invalid API call' } };
    if (body.api_key !== apiKey || body.api_password !== apiPassword) return fail('Invalid API Key or Password');
    switch (name) {
      case 'getAllCities':
        return ok({ city_list: cities });
      case 'bookPacket': {
        const city = cities.find((candidate) => candidate.id === Number(body.destination_city));
        if (!city) return fail('Invalid destination city');
        created += 1;
        const trackNumber = `LE${String(75_000_000 + ++numbersGiven)}`;
        packets.push({
          track_number: trackNumber,
          booked_packet_order_id: String(body.booked_packet_order_id),
          destination_city: city.id,
          booked_packet_collect_amount: Number(body.booked_packet_collect_amount),
          booked_packet_no_piece: Number(body.booked_packet_no_piece),
          booked_packet_weight: Number(body.booked_packet_weight),
          slip_link: `${url}/slip/${trackNumber}.pdf`,
          booked_packet_status: 'Pickup Request not Send',
          details: [{ Status: 'Consignment Booked', Activity_datetime: pakistanTime(new Date()), Reason: '' }],
        });
        return ok({ track_number: trackNumber, slip_link: `${url}/slip/${trackNumber}.pdf` });
      }
      case 'getShipmentDetailsByOrderID': {
        const wanted = Array.isArray(body.shipment_order_id) ? body.shipment_order_id.map(String) : [];
        const found = packets.filter((packet) => wanted.includes(packet.booked_packet_order_id));
        if (found.length === 0) return fail('No record found');
        return ok({ data: found.map(({ details: _details, ...packet }) => packet) });
      }
      case 'trackBookedPacket': {
        const numbers = String(body.track_numbers ?? '').split(',');
        return ok({
          packet_list: packets
            .filter((packet) => numbers.includes(packet.track_number))
            .map(({ details, ...packet }) => ({ ...packet, 'Tracking Detail': details })),
        });
      }
      case 'cancelBookedPackets':
        return ok({});
      default:
        return fail('Invalid API call');
    }
  });
  url = server.url;

  return {
    url,
    apiKey,
    apiPassword,
    packets,
    slow: server.slow,
    created: () => created,
    /** The parcel moves on at `at`; the returned body is what Leopards would push to the callback address. */
    move(trackNumber: string, move: keyof typeof LEOPARDS_MOVES, at = new Date()) {
      const packet = packets.find((candidate) => candidate.track_number === trackNumber);
      if (!packet) throw new Error(`fake Leopards has no ${trackNumber}`);
      const [status, reason] = LEOPARDS_MOVES[move];
      packet.booked_packet_status = status;
      packet.details.push({ Status: status, Activity_datetime: pakistanTime(at), Reason: reason });
      return { data: [{ cn_number: trackNumber, status, activity_datetime: pakistanTime(at), reason }] };
    },
    close: server.close,
  };
}
export type FakeLeopards = Awaited<ReturnType<typeof startFakeLeopards>>;
