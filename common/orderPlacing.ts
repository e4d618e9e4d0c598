import { z } from 'zod';
import { paymentMethodSchema } from './policy';
import { emailAddress, optionalEmailAddress, optionalLine, requiredLine } from './text';
import { CHECKOUT_KEY_PATTERN } from './orderRefs';
import { phoneField } from './phoneSchema';
import { DEFAULT_LANGUAGE, shopLanguageSchema } from './language';
import { orderChannelSchema, pickedUpAtShop } from './orderStates';

/*
 * What places an order and what changes its lines before it ships: who it is for, the cart's lines,
 * checkout's and the owner's by-hand order, the owner's edit, and which line the shop could not fill.
 * common/orders.ts re-exports them.
 */

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

/**
 * A cart line as checkout sends it. Its title and price are ignored: the server prices it at its own
 * price. `priceSeen`, when given, is the unit price the shopper was shown, and an order whose shirt
 * costs anything else now is refused (PRICE_CHANGED) rather than placed at a price nobody agreed to.
 */
export const orderLineRequestSchema = z.object({
  id: z.string({ error: 'Each item needs its product id' }).trim().min(1, 'Each item needs its product id').max(40),
  size: z.string({ error: 'Each item needs a size' }).trim().min(1, 'Each item needs a size'),
  color: z.string({ error: 'Each item needs a colour' }).trim().min(1, 'Each item needs a colour'),
  quantity: z
    .number({ error: 'Quantity must be a whole number of 1 or more' })
    .int('Quantity must be a whole number of 1 or more')
    .min(1, 'Quantity must be a whole number of 1 or more')
    .max(100, 'At most 100 of one item per order'),
  priceSeen: z.number().int().min(0).optional(),
});

/** What a PRICE_CHANGED refusal carries: the line's shirt and its price now, so a screen can show it (decision 0121). */
export const priceChangedSchema = z.object({
  productId: z.string(),
  size: z.string(),
  color: z.string(),
  price: z.number().int(),
});
export type PriceChanged = z.infer<typeof priceChangedSchema>;

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
  /**
   * The delivery charge checkout showed, sent when no code is applied (a code's own totals are the
   * server's): an order whose delivery costs anything else now is refused (PRICE_CHANGED), as a price is (decision 0116).
   */
  shippingSeen: z.number().int().min(0).optional(),
  /** The language the shopper reads (issue 26): their order's mails and WhatsApp messages are in it. */
  language: shopLanguageSchema.default(DEFAULT_LANGUAGE),
});
export type PlaceOrderRequest = z.input<typeof placeOrderSchema>;

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

/**
 * The owner's change before shipping: the order's lines as they should now be, who it is for and where
 * it goes. The name and e-mail are corrected only when sent (decision 0137): left out, they stay; an
 * empty e-mail takes it off (a phone customer has none).
 */
export const orderEditSchema = z.object({
  items: z
    .array(orderLineRequestSchema, { error: 'An order needs at least one item' })
    .min(1, 'An order needs at least one item. Cancel the order instead.')
    .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} different items per order`),
  name: requiredLine('Name', 100).optional(),
  email: optionalEmailAddress().optional(),
  phone: phoneField(),
  address: requiredLine('Address', 300),
  city: requiredLine('City', 80),
  /**
   * The owner takes the order's discount code off, when the changed order no longer fits it (its
   * minimum, its shirts): priced without it, and the code's use is given back.
   */
  dropDiscountCode: z.literal(true).optional(),
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
