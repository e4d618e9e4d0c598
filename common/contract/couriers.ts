import { z } from 'zod';
import {
  apiCourierSchema,
  bookingOutcomeSchema,
  bookingRequestSchema,
  cityChoiceSchema,
  courierAccountSchema,
  courierAccountWriteSchema,
  parcelSchema,
  trackedParcelSchema,
} from '../couriers';
import { trackOrderQuerySchema } from '../orders';
import { endpoints, okData, pathParam } from './endpoint';

const courierParams = z.object({ courier: apiCourierSchema });
const orderParams = z.object({ orderRef: pathParam });

/** Courier accounts, booking, city matching, parcels and the couriers' status callbacks (docs/architecture.md, Couriers). */
export const courierEndpoints = endpoints({
  'GET /api/admin/couriers': {
    auth: 'admin',
    permission: 'parcels.book',
    response: okData(z.array(courierAccountSchema)),
  },
  'PUT /api/admin/couriers/:courier': {
    auth: 'admin',
    permission: 'settings',
    params: courierParams,
    body: courierAccountWriteSchema,
    response: okData(courierAccountSchema),
  },
  /** The courier's own answer, in the owner's words: ok true only when the courier accepted the account. */
  'POST /api/admin/couriers/:courier/test': {
    auth: 'admin',
    permission: 'settings',
    params: courierParams,
    response: okData(z.object({ ok: z.boolean(), message: z.string() })),
  },
  'GET /api/admin/couriers/:courier/cities': {
    auth: 'admin',
    permission: 'parcels.book',
    params: courierParams,
    response: okData(z.array(z.string())),
  },
  /** The owner's answer to 'which of the courier's cities is this?', remembered for the next parcels. */
  'PUT /api/admin/couriers/:courier/cities': {
    auth: 'admin',
    permission: 'parcels.book',
    params: courierParams,
    body: cityChoiceSchema,
    response: okData(cityChoiceSchema),
  },
  'POST /api/admin/couriers/book': {
    auth: 'admin',
    permission: 'parcels.book',
    body: bookingRequestSchema,
    response: okData(z.array(bookingOutcomeSchema)),
  },
  'GET /api/admin/orders/:orderRef/parcel': {
    auth: 'admin',
    permission: 'orders.view',
    params: orderParams,
    response: okData(parcelSchema.nullable()),
  },
  /**
   * Asks the courier about the order's parcel at once, as a poll would, and answers the parcel as it is
   * then (decision 0128). Whoever sees orders may: it books, cancels and spends nothing, and the order
   * desk calls the customers it finds. Refused (429) within a minute of the courier's last answer.
   */
  'POST /api/admin/orders/:orderRef/parcel/check': {
    auth: 'admin',
    permission: 'orders.view',
    params: orderParams,
    response: okData(parcelSchema),
  },
  /** The courier's airway bill as a PDF (answered as a file). */
  'GET /api/admin/orders/:orderRef/parcel/slip': {
    auth: 'admin',
    permission: 'parcels.book',
    params: orderParams,
    response: z.unknown(),
  },
  /**
   * Cancels the order's consignment at the courier while it has not picked the parcel up; the order
   * goes back to confirmed without its tracking number. The courier's refusal is a 409 in the owner's words.
   */
  'POST /api/admin/orders/:orderRef/parcel/cancel': {
    auth: 'admin',
    permission: 'parcels.book',
    params: orderParams,
    response: okData(z.object({ orderRef: z.string(), trackingNumber: z.string(), status: z.string() })),
  },
  /**
   * The owner says they changed, with the courier, the amount its rider collects to what the order now
   * has to collect (decision 0125). `amount` is the amount the owner saw: an order changed again since
   * is refused (409), so the warning is never cleared for an amount nobody was shown.
   */
  'PUT /api/admin/orders/:orderRef/parcel/collect': {
    auth: 'admin',
    permission: 'parcels.book',
    params: orderParams,
    body: z.object({ amount: z.number().int().min(0) }),
    response: okData(parcelSchema),
  },
  /** The shopper's tracking page: the same reference-and-e-mail proof as GET /api/orders/track. */
  /** Proven as the tracking page's order is: its e-mail, or its phone number (an order placed without an e-mail, decision 0114). */
  'GET /api/orders/track/parcel': {
    auth: 'public',
    query: trackOrderQuerySchema,
    response: okData(trackedParcelSchema.nullable()),
  },
  /**
   * Leopards pushes status changes here. The secret in the address is the only proof the sender is
   * Leopards (its guide documents no signature): a wrong one is refused and nothing changes.
   */
  'POST /api/couriers/leopards/callback/:secret': {
    auth: 'public',
    params: z.object({ secret: z.string().max(200) }),
    body: z.unknown(),
    response: okData(z.object({ accepted: z.number().int() })),
  },
  /** The booking sheet in the courier's own bulk-upload columns, for a shop without an API account. */
  'GET /api/admin/couriers/:courier/booking.csv': {
    auth: 'admin',
    permission: 'parcels.book',
    params: courierParams,
    query: z.object({ refs: z.string().trim().min(1).max(5000) }),
    response: z.unknown(),
  },
});
