import { z } from 'zod';
import { paymentMethodSchema } from './policy';
import { emailAddress, optionalEmailAddress, optionalLine, requiredLine } from './text';
import { ORDER_STATUSES } from './orderFacts';
import { knownCarrier } from './orderTracking';
import { CHECKOUT_KEY_PATTERN, ORDER_REF_PATTERN } from './orderRefs';
import { lineChangeSchema } from './afterSale';
import { phoneField } from './phoneSchema';
import { DEFAULT_LANGUAGE, shopLanguageSchema } from './language';

export * from './orderFacts';
export * from './orderTracking';
export * from './orderRefs';

export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `status must be one of ${ORDER_STATUSES.join(', ')}`,
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderRefSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(ORDER_REF_PATTERN, 'Order reference looks like ORD-ABC123XYZ');

/**
 * Who the order is for. The e-mail may be left empty (issue 35): WhatsApp and phone customers often
 * have none, and the owner may let the website take phone-only orders. Whether checkout needs one is
 * the shop's setting (checkoutCustomerSchema, and placement checks it on the server); mails then are
 * simply not sent.
 */
export const customerSchema = z.object({
  name: requiredLine('Name', 100),
  email: optionalEmailAddress(),
  /** Any common Pakistani form; stored as common/phone.ts's one form. */
  phone: phoneField(),
  address: requiredLine('Address', 300),
  city: requiredLine('City', 80),
  zip: optionalLine('ZIP', 10),
  country: z.literal('Pakistan', { error: 'We deliver within Pakistan only' }).optional().default('Pakistan'),
});
export type Customer = z.infer<typeof customerSchema>;

/** The checkout form's rule: the e-mail is required unless the owner made it optional (policy checkoutEmailOptional). */
export const checkoutCustomerSchema = (emailOptional: boolean) =>
  emailOptional ? customerSchema : customerSchema.extend({ email: emailAddress() });
/** What placement says when the shop needs an e-mail and the order has none (server/orders/placement.ts). */
export const EMAIL_REQUIRED = 'Email is required';

/** A cart line as checkout sends it. Its title and price are ignored: the server uses its own. */
export const orderLineRequestSchema = z.object({
  id: z.string({ error: 'Each item needs its product id' }).trim().min(1, 'Each item needs its product id').max(40),
  size: z.string({ error: 'Each item needs a size' }).trim().min(1, 'Each item needs a size'),
  color: z.string({ error: 'Each item needs a colour' }).trim().min(1, 'Each item needs a colour'),
  quantity: z
    .number({ error: 'Quantity must be a whole number of 1 or more' })
    .int('Quantity must be a whole number of 1 or more')
    .min(1, 'Quantity must be a whole number of 1 or more')
    .max(100, 'At most 100 of one item per order'),
});

export const MAX_ORDER_LINES = 50;

export const placeOrderSchema = z.object({
  checkoutKey: z.string().regex(CHECKOUT_KEY_PATTERN, 'The checkout key is 20 capital letters or digits').optional(),
  customer: customerSchema,
  items: z
    .array(orderLineRequestSchema, { error: 'Your cart is empty' })
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} different items per order`),
  paymentMethod: paymentMethodSchema.default('cod'),
  /** discount codes (issue 25): priced by the server at placement (common/discounts.ts); case and spaces do not count. */
  discountCode: z.string().trim().max(60, 'That code is too long').optional(),
  /** The language the shopper reads (issue 26): their order's mails and WhatsApp messages are in it. */
  language: shopLanguageSchema.default(DEFAULT_LANGUAGE),
});
export type PlaceOrderRequest = z.input<typeof placeOrderSchema>;

/** Where an order came from (issue 26): the website's checkout, or the owner entering it by hand. */
export const ORDER_CHANNELS = ['website', 'whatsapp', 'instagram', 'phone', 'walk-in'] as const;
export const orderChannelSchema = z.enum(ORDER_CHANNELS, {
  error: `channel must be one of ${ORDER_CHANNELS.join(', ')}`,
});
export type OrderChannel = z.infer<typeof orderChannelSchema>;
export const CHANNEL_LABELS: Record<OrderChannel, string> = {
  website: 'Website',
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  phone: 'Phone call',
  'walk-in': 'Walk-in',
};

/** Channels whose customer takes the order at the shop: no address, no delivery fee (issue 35). */
export const pickedUpAtShop = (order: { channel: OrderChannel; pickup?: boolean }) =>
  order.channel === 'walk-in' || order.pickup === true;

/**
 * The owner's order by hand: checkout's order, with the channel it came from; the same rules place it.
 * It needs a phone, never an e-mail (issue 35). A walk-in, or an order the customer collects
 * (`pickup`), needs no address or city and pays no delivery; any other needs both.
 */
export const handOrderSchema = placeOrderSchema
  .extend({
    channel: orderChannelSchema,
    pickup: z.boolean({ error: 'pickup must be true or false' }).default(false),
    customer: customerSchema.extend({
      address: z.string().trim().max(300, 'Address must be at most 300 characters').default(''),
      city: z.string().trim().max(80, 'City must be at most 80 characters').default(''),
    }),
  })
  .superRefine((order, context) => {
    if (pickedUpAtShop(order)) return;
    if (!order.customer.address)
      context.addIssue({ code: 'custom', path: ['customer', 'address'], message: 'Address is required for delivery' });
    if (!order.customer.city)
      context.addIssue({ code: 'custom', path: ['customer', 'city'], message: 'City is required for delivery' });
  });
export type HandOrderRequest = z.input<typeof handOrderSchema>;

/** Only these orders can still be changed: the parcel is not being packed or gone (docs/product.md, Orders tab). */
export const EDITABLE_STATUSES = ['pending', 'confirmed'] as const satisfies readonly OrderStatus[];
export const isEditable = (order: { status: OrderStatus }) =>
  (EDITABLE_STATUSES as readonly OrderStatus[]).includes(order.status);

/** The owner's change before shipping: the order's lines as they should now be, and where it goes. */
export const orderEditSchema = z.object({
  items: z
    .array(orderLineRequestSchema, { error: 'An order needs at least one item' })
    .min(1, 'An order needs at least one item. Cancel the order instead.')
    .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} different items per order`),
  phone: phoneField(),
  address: requiredLine('Address', 300),
  city: requiredLine('City', 80),
});
export type OrderEdit = z.infer<typeof orderEditSchema>;

/**
 * Which line of an order the shop could not fill (the details of an OUT_OF_STOCK or PRODUCT_UNAVAILABLE
 * answer), so checkout can point at that line and offer to lower or remove it. available is how many
 * the shop can still sell of it: 0 when it is sold out or no longer sold.
 */
export const orderLineProblemSchema = z.object({
  productId: z.string(),
  size: z.string(),
  color: z.string(),
  available: z.number().int().min(0),
});
export type OrderLineProblem = z.infer<typeof orderLineProblemSchema>;

const TRACK_BOTH = 'Please enter the order reference and the e-mail or phone number used for it';

/**
 * Tracking proves the order by its reference and either the order's e-mail or its phone number, in
 * any written form (issue 35: many shoppers keep only the number they ordered with). The phone is
 * compared by its national digits (common/phone.ts phoneKey), so '+92 300 1234567' finds 0300-1234567.
 */
export const trackOrderQuerySchema = z
  .object({
    orderRef: z.string({ error: TRACK_BOTH }).trim().toUpperCase().min(1, TRACK_BOTH),
    email: z.string().trim().toLowerCase().max(254).optional(),
    phone: z.string().trim().max(40).optional(),
  })
  .refine((query) => Boolean(query.email || query.phone), { message: TRACK_BOTH });
export type TrackOrderQuery = z.infer<typeof trackOrderQuerySchema>;

/**
 * What proves a receipt upload or view is the shopper's own, as seeing the order is proven
 * (docs/decisions/0051): the order's e-mail beside its reference, or a signed-in account the order
 * belongs to (sent as the Bearer token, not here).
 */
export const receiptProofQuerySchema = z.object({ email: z.string().trim().toLowerCase().max(254).optional() });

/** A calendar day, 'YYYY-MM-DD', as the admin picks an expected delivery date. */
function isHttpsAddress(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

export const deliveryDateSchema = z.iso.date('Expected delivery must be a date like 2026-12-31');

export const statusUpdateSchema = z.object({
  status: orderStatusSchema,
  trackingNumber: z.string().trim().max(60, 'Tracking number must be at most 60 characters').optional(),
  /** A known courier's name is written as the shop knows it ('tcs' → 'TCS'); others are kept as typed. */
  carrier: z
    .string()
    .trim()
    .max(40, 'Carrier must be at most 40 characters')
    .transform((name) => knownCarrier(name)?.name ?? name)
    .optional(),
  /**
   * Where the shopper follows the parcel of a courier the shop does not know (carrier 'Other'): the
   * courier's own tracking address for this parcel. A known courier's link is made from its number.
   */
  trackingUrl: z
    .string()
    .trim()
    .max(300, 'Tracking address must be at most 300 characters')
    .refine((url) => url === '' || isHttpsAddress(url), 'Tracking address must be a web address starting with https://')
    .optional(),
  /** null clears the date; leaving it out keeps what is there. */
  estimatedDelivery: deliveryDateSchema.nullable().optional(),
});
export type StatusUpdate = z.infer<typeof statusUpdateSchema>;

const money = z.number().int().min(0);
const timestamp = z.iso.datetime();

/**
 * What the customer owes is kept apart from the order's status (docs/architecture.md): a COD order is
 * unpaid until the owner records the cash as received, a bank-transfer order until the owner has
 * checked the transfer.
 */
export const PAYMENT_STATES = ['unpaid', 'paid'] as const;
export const paymentStateSchema = z.enum(PAYMENT_STATES, {
  error: `payment must be one of ${PAYMENT_STATES.join(', ')}`,
});
export type PaymentState = z.infer<typeof paymentStateSchema>;
export const paymentUpdateSchema = z.object({ payment: paymentStateSchema });

/** A parcel that came back: refused at the door, or returned after delivery. It is not a sale. */
export const PARCEL_RETURNS = ['refused', 'returned'] as const;
export const parcelReturnSchema = z.enum(PARCEL_RETURNS, {
  error: `returned must be one of ${PARCEL_RETURNS.join(', ')}, or null to undo`,
});
export type ParcelReturn = z.infer<typeof parcelReturnSchema>;
/** null takes back a return recorded by mistake. */
export const returnUpdateSchema = z.object({ returned: parcelReturnSchema.nullable() });

export const confirmationUpdateSchema = z.object({
  confirmed: z.boolean({ error: 'confirmed must be true or false' }),
});

/** An order as the API answers it (docs/product.md §3, with amounts as whole-rupee numbers). */
export const orderSchema = z.object({
  orderRef: z.string().regex(ORDER_REF_PATTERN),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    zip: z.string(),
    country: z.literal('Pakistan'),
  }),
  items: z.array(
    z.object({
      /** The line's own number: the owner's returns and exchanges name it. */
      lineId: z.number().int(),
      productId: z.string(),
      title: z.string(),
      /** The product's Urdu title as the owner wrote it (issue 35 item 6), for shoppers reading Urdu; absent when none. */
      titleUrdu: z.string().optional(),
      /** The unit price at the time of sale. */
      price: money,
      /** What the shopper paid for the whole line: its pieces less its share of the discount (issue 33). */
      paid: money,
      size: z.string(),
      color: z.string(),
      quantity: z.number().int().min(1),
    }),
  ),
  subtotal: money,
  shippingCost: money,
  discount: money,
  /** discount codes (issue 25): the code the order was placed with; null without one. */
  discountCode: z.string().nullable(),
  total: money,
  status: orderStatusSchema,
  paymentMethod: paymentMethodSchema,
  createdAt: timestamp,
  statusHistory: z.array(z.object({ status: orderStatusSchema, timestamp })),
  tracking: z.object({
    trackingNumber: z.string().nullable(),
    carrier: z.string().nullable(),
    /** The tracking address the owner gave for a courier the shop does not know (trackingLink). */
    trackingUrl: z.string().nullable(),
    shippedAt: timestamp.nullable(),
    deliveredAt: timestamp.nullable(),
    estimatedDelivery: timestamp.nullable(),
  }),
  /** Whether the shop has the money: the shopper sees a bank transfer as received once the owner checked it. */
  payment: z.object({ status: paymentStateSchema, paidAt: timestamp.nullable() }),
  /**
   * A parcel that came back (refused at the door, or returned): the shopper reads what happened instead
   * of 'shipped' and a sum to keep ready (issue 24).
   */
  parcelReturn: z.object({ kind: parcelReturnSchema, at: timestamp }).nullable(),
  /** This order carries the new pieces of an exchange for that order (issue 22). */
  exchangeOf: z.string().nullable(),
  /** Pieces of its lines that came back: refunded, or exchanged (common/afterSale.ts). */
  lineChanges: z.array(lineChangeSchema),
  /** The bank-transfer receipt the shopper uploaded (issue 26), when there is one; the picture itself only by its own endpoints. */
  receipt: z.object({ uploadedAt: timestamp }).nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderItem = Order['items'][number];

/** An order as the owner sees it: what the shopper sees, plus what only the shop needs to know. */
export const adminOrderSchema = orderSchema.extend({
  /** When the owner confirmed the order with the customer (by WhatsApp or a call). */
  confirmedWithCustomerAt: timestamp.nullable(),
  /** How many other orders from this phone number came back refused: a risk to weigh before dispatch. */
  refusedBefore: z.number().int().min(0),
  /** Other orders from the same phone or to the same address close in time (LOOKALIKE_RULE). */
  lookalikes: z.number().int().min(0),
  /** The owner marked this phone number 'confirm by call first' (Customers): call before packing. */
  confirmByCall: z.boolean(),
  channel: orderChannelSchema,
  /** The customer collects it at the shop (issue 35): no address, no delivery fee, nothing to hand a courier. */
  pickup: z.boolean(),
  /** The owner's note on this customer (Customers), e.g. 'prefers evening calls'; '' without one (issue 35). */
  customerNote: z.string(),
  /** The language the shopper reads (issue 26): their mails and the WhatsApp message are in it. */
  language: shopLanguageSchema,
  /** The owner's changes before shipping, oldest first, each said in a sentence. */
  edits: z.array(z.object({ at: timestamp, summary: z.string() })),
  /** The order's version: the admin app sends it back as If-Match, so a change made on a stale copy is refused (issue 37). */
  updatedAt: timestamp,
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * An order looks fake (issue 23) when at least `others` more orders came from its phone, or to its
 * address, within `windowHours` either side: the runs of fake cash-on-delivery orders Pakistani shops
 * see. The owner is shown them together and may cancel them at once; nothing is cancelled by itself.
 */
export const LOOKALIKE_RULE = { windowHours: 24, others: 2 } as const;
export const looksFake = (order: Pick<AdminOrder, 'lookalikes'>) => order.lookalikes >= LOOKALIKE_RULE.others;

/** The owner's bulk cancel: the orders ticked on the page. */
export const bulkCancelSchema = z.object({
  orderRefs: z
    .array(orderRefSchema, { error: 'Choose the orders to cancel' })
    .min(1, 'Choose the orders to cancel')
    .max(100, 'At most 100 orders at once'),
});
export const bulkCancelResultSchema = z.object({
  cancelled: z.array(z.string()),
  /** Orders left as they were, each with why (already shipped, not found, …). */
  skipped: z.array(z.object({ orderRef: z.string(), reason: z.string() })),
});

export const ORDERS_PAGE_SIZE = 20;
/** A calendar day in Pakistan ('YYYY-MM-DD'); Pakistan keeps UTC+5 all year. */
const PAKISTAN_OFFSET = '+05:00';
export const startOfPakistanDay = (day: string) => new Date(`${day}T00:00:00.000${PAKISTAN_OFFSET}`);

/** The owner's filters over the orders list (and the CSV export of it); all optional. */
export const orderFiltersSchema = z.object({
  status: orderStatusSchema.optional(),
  paymentMethod: paymentMethodSchema.optional(),
  payment: paymentStateSchema.optional(),
  /** 'yes': only parcels that came back; 'no': leave them out. */
  returned: z.enum(['yes', 'no'], { error: 'returned must be yes or no' }).optional(),
  /** Placed on or after this day, on or before that day (Pakistan time). */
  from: z.iso.date('from must be a date like 2026-12-31').optional(),
  to: z.iso.date('to must be a date like 2026-12-31').optional(),
  /** 'yes': only orders that look fake (LOOKALIKE_RULE). */
  lookalike: z.enum(['yes'], { error: 'lookalike must be yes' }).optional(),
  /** Free text over order ref, customer name, phone, e-mail and city. */
  q: z
    .string()
    .trim()
    .max(100, 'Search text must be at most 100 characters')
    .refine(
      (text) => ![...text].some((character) => character.charCodeAt(0) < 0x20),
      'Search text cannot hold control characters',
    )
    .optional(),
  /** Exactly these orders (packing slips for a selection): order refs separated by commas. */
  refs: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((ref) => ref.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(ORDER_REF_PATTERN, 'Order reference looks like ORD-ABC123XYZ'))
        .max(200, 'At most 200 orders at once'),
    )
    .optional(),
});
export type OrderFilters = z.output<typeof orderFiltersSchema>;

const pageNumber = (name: string, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number from 1 to ${max}` })
    .int(`${name} must be a whole number from 1 to ${max}`)
    .min(1, `${name} must be a whole number from 1 to ${max}`)
    .max(max, `${name} must be a whole number from 1 to ${max}`)
    .default(fallback);

export const orderListQuerySchema = orderFiltersSchema.extend({
  page: pageNumber('page', 100_000, 1),
  limit: pageNumber('limit', 200, ORDERS_PAGE_SIZE),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
