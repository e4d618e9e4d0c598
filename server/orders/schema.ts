import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { DISCOUNT_KINDS, DISCOUNT_SCOPES } from '../../common/discounts';
import { ORDER_CHANNELS, ORDER_STATUSES, PARCEL_RETURNS, PAYMENT_STATES } from '../../common/orders';
import { SHOP_LANGUAGES } from '../../common/language';
import { REFUND_WAYS } from '../../common/orderFacts';
import { REFUND_METHODS } from '../../common/afterSale';
import { PARCEL_STEPS } from '../../common/courierFacts';
import { CAME_BACK_RULE, SALE_RULE } from './saleRule';
import { users } from '../auth/schema';

export const orders = sqliteTable(
  'orders',
  {
    /** 'ORD-' plus 9 uppercase letters or digits (docs/product.md §9). */
    orderRef: text('order_ref').primaryKey(),
    /** The account the order was placed from, when the shopper was signed in. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    /** The phone as '03001234567' (common/orders.ts phoneKey): finds the same customer's other orders. */
    customerPhoneKey: text('customer_phone_key').notNull().default(''),
    customerAddress: text('customer_address').notNull(),
    customerCity: text('customer_city').notNull(),
    customerZip: text('customer_zip').notNull().default(''),
    customerCountry: text('customer_country').notNull().default('Pakistan'),
    /** Whole rupees, all computed by the server from its own prices. */
    subtotal: integer('subtotal').notNull(),
    shippingCost: integer('shipping_cost').notNull(),
    discount: integer('discount').notNull().default(0),
    /** The discount code the order was placed with (issue 25), as the shop writes codes; null without one. */
    discountCode: text('discount_code'),
    total: integer('total').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: ['cod', 'bank'] }).notNull(),
    /** What the customer owes, apart from the status (docs/architecture.md). */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATES }).notNull().default('unpaid'),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
    confirmedWithCustomerAt: integer('confirmed_with_customer_at', { mode: 'timestamp_ms' }),
    /** A parcel that came back (refused at the door or returned): its stock is back and it is no sale. */
    returnKind: text('return_kind', { enum: PARCEL_RETURNS }),
    returnedAt: integer('returned_at', { mode: 'timestamp_ms' }),
    /**
     * The money of a paid order the shop cancelled, given back (decision 0126): how much, how (cash or bank
     * transfer) and when the owner recorded it. Null while it is still owed, and on every other order.
     */
    cancelRefund: integer('cancel_refund'),
    cancelRefundMethod: text('cancel_refund_method', { enum: REFUND_METHODS }),
    cancelRefundAt: integer('cancel_refund_at', { mode: 'timestamp_ms' }),
    /** Computed by SQLite from the columns above (server/orders/saleRule.ts): 1 when the order is a sale. */
    isSale: integer('is_sale', { mode: 'boolean' }).generatedAlwaysAs(SALE_RULE, { mode: 'virtual' }),
    /** 1 when the parcel came back (refused or returned). */
    cameBack: integer('came_back', { mode: 'boolean' }).generatedAlwaysAs(CAME_BACK_RULE, { mode: 'virtual' }),
    trackingNumber: text('tracking_number'),
    carrier: text('carrier'),
    /** The tracking address the owner gave for a courier the shop does not know by name (common/orders.ts trackingLink). */
    trackingUrl: text('tracking_url'),
    shippedAt: integer('shipped_at', { mode: 'timestamp_ms' }),
    /** When the parcel was delivered: the courier's own time when it said one (decision 0128), else when the shop marked it. */
    deliveredAt: integer('delivered_at', { mode: 'timestamp_ms' }),
    /**
     * Where the order's parcel booked through a courier's API is (common/courierFacts.ts PARCEL_STEPS), kept
     * with the order by server/couriers so the list and the Dashboard read it without the couriers' tables
     * (decision 0128); null without a live consignment.
     */
    parcelStep: text('parcel_step', { enum: PARCEL_STEPS }),
    estimatedDelivery: integer('estimated_delivery', { mode: 'timestamp_ms' }),
    /** The order this one exchanges pieces of (issue 22): its new pieces go out in this parcel. */
    exchangeOf: text('exchange_of'),
    /**
     * The checkout's own random key for this attempt (common/orders.ts newCheckoutKey): the same key
     * and e-mail sent again (an answer lost on a slow phone) get this order back instead of a second.
     * Never shown; the reference is the shop's own, so a known reference gets nobody anything.
     */
    checkoutKey: text('checkout_key'),
    /** Where the order came from (issue 26): the website's checkout, or the owner by hand from a chat, a call or the counter. */
    channel: text('channel', { enum: ORDER_CHANNELS }).notNull().default('website'),
    /** The customer collects it at the shop (a walk-in, or the owner's pick-up order): no address, no delivery fee (issue 35). */
    pickup: integer('pickup', { mode: 'boolean' }).notNull().default(false),
    /**
     * The shopper's bank-transfer receipt (issue 26): its file's name in the private receipts folder
     * (server/orders/receipts.ts), never served by /uploads, and when it came. A new one replaces it.
     */
    receiptFile: text('receipt_file'),
    receiptUploadedAt: integer('receipt_uploaded_at', { mode: 'timestamp_ms' }),
    /** The language the shopper reads (issue 26): their mails and WhatsApp messages are written in it. */
    language: text('language', { enum: SHOP_LANGUAGES }).notNull().default('en'),
    /**
     * How many other orders look like this one (common/orders.ts LOOKALIKE_RULE): kept by the triggers of
     * migration 0037 on every write, so the 'looks fake' filter reads a column instead of counting (issue 38);
     * since migration 0044 exchange orders are left out on both sides (their own count is 0).
     */
    lookalikes: integer('lookalikes').notNull().default(0),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('orders_created_idx').on(table.createdAt),
    index('orders_user_idx').on(table.userId),
    // Each filter of the owner's list comes with the list's order, so the newest page is read off one index.
    index('orders_status_created_idx').on(table.status, table.createdAt),
    // 'Unpaid COD' (cash still to collect) is the owner's everyday filter: method and state together.
    index('orders_payment_created_idx').on(table.paymentMethod, table.paymentStatus, table.createdAt),
    index('orders_payment_status_created_idx').on(table.paymentStatus, table.createdAt),
    index('orders_return_created_idx').on(table.returnKind, table.createdAt),
    // 'Delivery attempted' (decision 0128): only orders with a parcel are in it, so placing an order never writes it.
    index('orders_parcel_step_created_idx')
      .on(table.parcelStep, table.createdAt)
      .where(sql`${table.parcelStep} is not null`),
    // Lookalike orders (lookalikes.ts) are counted off these two: the same phone, or the same address and city, near in time.
    index('orders_phone_key_created_idx').on(table.customerPhoneKey, table.createdAt),
    index('orders_address_key_created_idx').on(
      sql`lower(trim(${table.customerAddress}))`,
      sql`lower(trim(${table.customerCity}))`,
      table.createdAt,
    ),
    uniqueIndex('orders_checkout_key_idx').on(table.checkoutKey, table.customerEmail),
  ],
);

export const orderItems = sqliteTable(
  'order_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderRef: text('order_ref')
      .notNull()
      .references(() => orders.orderRef, { onDelete: 'cascade' }),
    /** Not a foreign key: an order keeps its lines when a product is later deleted. */
    productId: text('product_id').notNull(),
    title: text('title').notNull(),
    size: text('size').notNull(),
    color: text('color').notNull(),
    quantity: integer('quantity').notNull(),
    /** The price at the time of sale, in whole rupees. */
    unitPrice: integer('unit_price').notNull(),
    /**
     * What the shopper paid for the whole line (issue 33): its pieces at unitPrice less its share of the
     * order's discount, as common/discounts.ts spreads it. Refunds of the line cap at it (common/orderChanges.ts).
     */
    paid: integer('paid').notNull().default(0),
  },
  (table) => [index('order_items_order_idx').on(table.orderRef), index('order_items_product_idx').on(table.productId)],
);

export const orderStatusHistory = sqliteTable(
  'order_status_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderRef: text('order_ref')
      .notNull()
      .references(() => orders.orderRef, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderRef)],
);

/**
 * Pieces of one order line that came back after delivery (issue 22): refunded (with the money given
 * back and how), or exchanged for another size or colour carried by a new order (exchangeOrderRef).
 */
export const orderLineChanges = sqliteTable(
  'order_line_changes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderRef: text('order_ref')
      .notNull()
      .references(() => orders.orderRef, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['refund', 'exchange'] }).notNull(),
    quantity: integer('quantity').notNull(),
    /** Whole rupees given back; 0 for an exchange. */
    refund: integer('refund').notNull().default(0),
    /** Paid out by cash or bank, or 'deducted': taken off what was still to collect (decision 0090). */
    refundMethod: text('refund_method', { enum: REFUND_WAYS }),
    exchangeOrderRef: text('exchange_order_ref'),
    newSize: text('new_size'),
    newColor: text('new_color'),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    /**
     * The exchange's order was cancelled (issue 33 item 3): the record stays as history, and its pieces
     * count as with the customer again, free to be exchanged or refunded afresh. Refunds are never cancelled.
     */
    cancelledAt: integer('cancelled_at', { mode: 'timestamp_ms' }),
    /**
     * A return recorded by someone whose refund limit is below what the pieces cost (decision 0133): the
     * refund is left to the owner or a manager, who record it later on the returned line, which clears this.
     */
    refundToDecide: integer('refund_to_decide', { mode: 'boolean' }).notNull().default(false),
  },
  (table) => [
    index('order_line_changes_order_idx').on(table.orderRef),
    index('order_line_changes_at_idx').on(table.at),
  ],
);

/** The owner's changes to an order before it shipped (issue 26): lines, address, phone, and the totals they moved. */
export const orderEdits = sqliteTable(
  'order_edits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderRef: text('order_ref')
      .notNull()
      .references(() => orders.orderRef, { onDelete: 'cascade' }),
    summary: text('summary').notNull(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('order_edits_order_idx').on(table.orderRef)],
);

// Edited from customers/, read on every admin order (the call-first flag, shapes.ts): kept with the
// orders' tables so orders need nothing from the customers feature above them (docs/architecture.md,
// Server layers).
/**
 * What the owner knows of a customer as a person, by phone number (the stored form, common/phone.ts):
 * guests have no account, so the number is what the shop knows them by (docs/product.md, Customers).
 */
export const customerNotes = sqliteTable('customer_notes', {
  phoneKey: text('phone_key').primaryKey(),
  note: text('note').notNull().default(''),
  /** New orders from this number are flagged: call to confirm before packing. */
  confirmByCall: integer('confirm_by_call', { mode: 'boolean' }).notNull().default(false),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

// The discount codes and their uses stand with the orders: a code is redeemed, given back and taken
// again inside the order's own transaction (orders/codeUses.ts), and a use is keyed by its order.
/** The owner's discount codes (issue 25; common/discounts.ts holds the rules they follow). */
export const discountCodes = sqliteTable('discount_codes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** Written as common/discounts.ts normalizeCode writes it (upper case, no spaces), so matching is one lookup. */
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
  /** Percent for a percent code, whole rupees for a fixed one, 0 for free delivery. */
  value: integer('value').notNull(),
  scope: text('scope', { enum: DISCOUNT_SCOPES }).notNull().default('order'),
  productIds: text('product_ids', { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  categories: text('categories', { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  minPieces: integer('min_pieces'),
  minAmount: integer('min_amount'),
  /** Shop days 'YYYY-MM-DD' (Pakistan time), both included. */
  startsOn: text('starts_on'),
  endsOn: text('ends_on'),
  usageLimit: integer('usage_limit'),
  perCustomerLimit: integer('per_customer_limit'),
  firstOrderOnly: integer('first_order_only', { mode: 'boolean' }).notNull().default(false),
  paused: integer('paused', { mode: 'boolean' }).notNull().default(false),
  /**
   * Whether the storefront's FAQ and the assistant may name the code (issue 33): off unless the owner
   * ticks it, so a staff or apology code is never advertised to every shopper.
   */
  showToShoppers: integer('show_to_shoppers', { mode: 'boolean' }).notNull().default(false),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * One row per order placed with a code, keyed by the order. A use counts while released_at is null:
 * cancelling the order or its parcel coming back sets it (once), leaving that state clears it again.
 * Limits are counted from these rows inside the order's transaction, so no counter can drift.
 */
export const discountUses = sqliteTable(
  'discount_uses',
  {
    orderRef: text('order_ref')
      .primaryKey()
      .references(() => orders.orderRef, { onDelete: 'cascade' }),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    /** Who used it, as the per-customer limit matches them: phone key, e-mail, account. */
    phoneKey: text('phone_key').notNull(),
    email: text('email').notNull(),
    userId: text('user_id'),
    /** Rupees the order was given off. */
    amount: integer('amount').notNull(),
    releasedAt: integer('released_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    index('discount_uses_code_idx').on(table.codeId, table.releasedAt),
    index('discount_uses_phone_idx').on(table.codeId, table.phoneKey),
    index('discount_uses_email_idx').on(table.codeId, table.email),
  ],
);
