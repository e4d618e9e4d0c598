import { z } from 'zod';
import { latinDigits } from './digits';
import { orderTotals, type OrderTotals } from './policyRules';
import type { ShopPolicy } from './policy';
import { startOfPakistanDay } from './orders';

/*
 * Discount codes (issue 25; docs/product.md §9 Discount codes, decision 0015). The owner's code, and
 * the one pricing of a cart with a code that the preview, placement and the tests all run.
 *
 * Rounding, stated once: rupees stay whole. A percent code takes percent × the eligible subtotal / 100
 * rounded DOWN, once per order; a fixed code takes its amount, never more than the eligible subtotal.
 * That order discount is spread over the eligible lines in proportion to their line totals, each line
 * rounded down, and the rupees left over go one each to the lines with the largest remainders (the
 * earlier line first on a tie). So the lines add up to the order's discount and none exceeds its line.
 */

/**
 * How a code is written for matching: case, spaces and the keyboard's digits do not count ('eid 10' and,
 * from an Urdu keyboard, 'eid ۱۰' are 'EID10'; codes hold Latin letters and digits only).
 */
export const normalizeCode = (code: string) => latinDigits(code).replace(/\s+/g, '').toUpperCase();

export const DISCOUNT_KINDS = ['percent', 'fixed', 'freeDelivery'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
/** The whole order, or only the lines of some products or categories. Free delivery is always the order's. */
export const DISCOUNT_SCOPES = ['order', 'selected'] as const;

const SHOP_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (label: string) => z.iso.date(`${label} must be a date like 2026-12-31`).nullable().default(null);
const optionalCount = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`)
    .nullable()
    .default(null);

/** A discount code as the owner writes it (create and edit). */
export const discountInputSchema = z
  .object({
    code: z
      .string({ error: 'Code is required' })
      .transform(normalizeCode)
      .pipe(
        z
          .string()
          .min(3, 'Code must be at least 3 letters or digits')
          .max(30, 'Code must be at most 30 characters')
          .regex(/^[A-Z0-9_-]+$/, 'Code may hold letters, digits, - and _ only'),
      ),
    kind: z.enum(DISCOUNT_KINDS, { error: 'Choose percent off, rupees off or free delivery' }),
    /** Percent (1-100) for a percent code, whole rupees for a fixed code, 0 for free delivery. */
    value: z
      .number({ error: 'Amount must be a whole number' })
      .int('Amount must be a whole number')
      .min(0)
      .max(1_000_000, 'Amount must be at most PKR 1,000,000'),
    scope: z.enum(DISCOUNT_SCOPES).default('order'),
    productIds: z
      .array(z.string().trim().min(1).max(40, 'A product ID is at most 40 characters'))
      .max(200, 'Name at most 200 product IDs')
      .default([]),
    categories: z
      .array(z.string().trim().min(1).max(60, 'A category is at most 60 characters'))
      .max(50, 'Name at most 50 categories')
      .default([]),
    minPieces: optionalCount('Minimum pieces', 1, 1000),
    minAmount: optionalCount('Minimum amount', 1, 10_000_000),
    /** Shop days (Pakistan time), both included; null for no bound. */
    startsOn: day('Start date'),
    endsOn: day('End date'),
    usageLimit: optionalCount('Total uses', 1, 1_000_000),
    perCustomerLimit: optionalCount('Uses per customer', 1, 1000),
    firstOrderOnly: z.boolean().default(false),
    paused: z.boolean().default(false),
    /** The FAQ and the assistant name the code only when the owner says so (issue 33); off by default. */
    showToShoppers: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'percent' && (input.value < 1 || input.value > 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Percent off must be from 1 to 100' });
    if (input.kind === 'fixed' && input.value < 1)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Rupees off must be at least PKR 1' });
    if (
      input.kind !== 'freeDelivery' &&
      input.scope === 'selected' &&
      input.productIds.length === 0 &&
      input.categories.length === 0
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['scope'],
        message: 'Name at least one product or category, or apply the code to the whole order',
      });
    }
    if (input.startsOn && input.endsOn && input.endsOn < input.startsOn)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'End date must be on or after the start date' });
  })
  .transform((input) => ({
    ...input,
    value: input.kind === 'freeDelivery' ? 0 : input.value,
    scope: input.kind === 'freeDelivery' ? ('order' as const) : input.scope,
  }));
export type DiscountInput = z.input<typeof discountInputSchema>;
export type DiscountRule = z.output<typeof discountInputSchema>;

export const discountPauseSchema = z.object({ paused: z.boolean({ error: 'paused must be true or false' }) });

/** A code as the owner's list shows it: the rule, plus how much it has been used. */
export const discountSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
  scope: z.enum(DISCOUNT_SCOPES),
  productIds: z.array(z.string()),
  categories: z.array(z.string()),
  minPieces: z.number().int().nullable(),
  minAmount: z.number().int().nullable(),
  startsOn: z.string().regex(SHOP_DAY).nullable(),
  endsOn: z.string().regex(SHOP_DAY).nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  paused: z.boolean(),
  showToShoppers: z.boolean(),
  /** Orders holding a use now (cancelled and returned orders gave theirs back). */
  uses: z.number().int().min(0),
  /** Rupees given off those orders that are sales (a pending order holds a use but gave nothing yet). */
  givenAway: z.number().int().min(0),
  createdAt: z.iso.datetime(),
});
export type Discount = z.infer<typeof discountSchema>;

/** What the shopper's cart or checkout sends to see a code's effect before placing the order. */
export const discountPreviewSchema = z.object({
  code: z
    .string({ error: 'Enter a discount code' })
    .max(60, 'That code is too long')
    .transform(normalizeCode)
    .pipe(z.string().min(1, 'Enter a discount code')),
  items: z
    .array(
      z.object({
        id: z.string().trim().min(1).max(40),
        size: z.string().trim().min(1),
        color: z.string().trim().min(1),
        quantity: z.number().int().min(1).max(100),
      }),
    )
    .min(1, 'Your cart is empty')
    .max(50),
  /** Known at checkout: the per-customer limit and first-order-only are then checked too (they always are at placement). */
  customer: z
    .object({ email: z.string().trim().toLowerCase().max(200).optional(), phone: z.string().trim().max(40).optional() })
    .optional(),
});

/** The priced code, line by line in the order of the cart's lines (merged by product, size and colour). */
export const discountQuoteSchema = z.object({
  code: z.string(),
  /** What the shopper is told it does ('10% off', 'Free delivery'). */
  label: z.string(),
  /** The same as facts, so the storefront says it in the shopper's language (issue 35 item 6). */
  effect: z.object({ kind: z.enum(DISCOUNT_KINDS), value: z.number().int(), scope: z.enum(DISCOUNT_SCOPES) }),
  lines: z.array(
    z.object({ productId: z.string(), size: z.string(), color: z.string(), discount: z.number().int().min(0) }),
  ),
  totals: z.object({
    subtotal: z.number().int(),
    shippingCost: z.number().int(),
    discount: z.number().int(),
    total: z.number().int(),
  }),
});
export type DiscountQuote = z.infer<typeof discountQuoteSchema>;

/** A cart line as the pricing needs it: the shop's own price and the product's categories. */
export type DiscountLine = { productId: string; categories: readonly string[]; unitPrice: number; quantity: number };

/** What the shop's records say about this code and this customer at this moment (counted by the server). */
export type DiscountStanding = {
  /** Orders holding a use of the code now. */
  uses: number;
  /** Of those, orders by this customer (same phone, e-mail or account); 0 when the customer is not known yet. */
  customerUses: number;
  /** Whether this customer has an earlier order that was not cancelled; false when not known yet. */
  customerHasOrdered: boolean;
};

export const REFUSALS = [
  'paused',
  'notYetValid',
  'expired',
  'usedUp',
  'customerLimit',
  'firstOrderOnly',
  'notApplicable',
  'belowMinimum',
] as const;
export type Refusal = (typeof REFUSALS)[number];

export type PricedDiscount = {
  ok: true;
  /** The discount on each line, in the order of the lines given; free delivery takes nothing off a line. */
  lineDiscounts: number[];
  /** Lines' discounts plus, for free delivery, the shipping fee. */
  discount: number;
  totals: OrderTotals;
};
export type RefusedDiscount = { ok: false; reason: Refusal; message: string };

const rupees = (amount: number) => `PKR ${amount.toLocaleString('en-US')}`;
const pieces = (count: number) => `${count} more shirt${count === 1 ? '' : 's'}`;

/** What a code does, in the shopper's words. */
export function describeDiscount(rule: Pick<DiscountRule, 'kind' | 'value' | 'scope'>): string {
  const what =
    rule.kind === 'percent'
      ? `${rule.value}% off`
      : rule.kind === 'fixed'
        ? `${rupees(rule.value)} off`
        : 'Free delivery';
  return rule.scope === 'selected' && rule.kind !== 'freeDelivery' ? `${what} selected shirts` : what;
}

/**
 * Splits `amount` over lines in proportion to their weights: each rounded down, the rupees left over
 * one each to the largest remainders (the earlier line first). No line gets more than its weight
 * when amount is at most the weights' sum.
 */
function spread(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((amount * weight) / total));
  const remainders = weights.map((weight, index) => ({ index, remainder: (amount * weight) % total }));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** Whether a line is one the code applies to. */
const eligible = (rule: DiscountRule, line: DiscountLine) =>
  rule.scope === 'order' ||
  rule.productIds.includes(line.productId) ||
  line.categories.some((category) => rule.categories.some((named) => named.toLowerCase() === category.toLowerCase()));

export type CodeStatus = 'live' | 'paused' | 'notYetValid' | 'expired' | 'usedUp';

/**
 * Whether anyone may use the code now, whatever their cart: the owner's list shows it, the assistant
 * names only live codes, and pricing refuses the others first.
 */
export function codeStatus(
  rule: Pick<DiscountRule, 'paused' | 'startsOn' | 'endsOn' | 'usageLimit'>,
  uses: number,
  now: Date,
): CodeStatus {
  if (rule.paused) return 'paused';
  if (rule.startsOn && now < startOfPakistanDay(rule.startsOn)) return 'notYetValid';
  if (rule.endsOn && now.getTime() >= startOfPakistanDay(rule.endsOn).getTime() + 24 * 60 * 60 * 1000) return 'expired';
  if (rule.usageLimit !== null && uses >= rule.usageLimit) return 'usedUp';
  return 'live';
}

/**
 * The one pricing of a cart with a code (docs/product.md §9 Discount codes): checks the code's dates,
 * pause, limits and conditions in that order and answers the first refusal in the shopper's words,
 * or the discount per line and the order's totals. `now` is compared with the start and end days in
 * shop time (Pakistan).
 */
export function priceDiscount(
  lines: readonly DiscountLine[],
  policy: Pick<ShopPolicy, 'shippingFee' | 'freeShippingMinItems'>,
  rule: DiscountRule,
  standing: DiscountStanding,
  now: Date,
): PricedDiscount | RefusedDiscount {
  const refuse = (reason: Refusal, message: string): RefusedDiscount => ({ ok: false, reason, message });
  const { code } = rule;
  const status = codeStatus(rule, standing.uses, now);
  if (status === 'paused') return refuse('paused', `The code ${code} is paused at the moment.`);
  if (status === 'notYetValid') return refuse('notYetValid', `The code ${code} starts on ${rule.startsOn}.`);
  if (status === 'expired') return refuse('expired', `The code ${code} expired on ${rule.endsOn}.`);
  if (status === 'usedUp') return refuse('usedUp', `The code ${code} has been used up.`);
  if (rule.perCustomerLimit !== null && standing.customerUses >= rule.perCustomerLimit) {
    return refuse(
      'customerLimit',
      rule.perCustomerLimit === 1
        ? `You have already used the code ${code}.`
        : `You have already used the code ${code} ${rule.perCustomerLimit} times.`,
    );
  }
  if (rule.firstOrderOnly && standing.customerHasOrdered)
    return refuse('firstOrderOnly', `The code ${code} is for a first order only.`);

  const plain = orderTotals(lines, policy);
  const applies = lines.map((line) => eligible(rule, line));
  const eligibleLines = lines.filter((_, index) => applies[index]);
  if (eligibleLines.length === 0) {
    const named = rule.categories.length ? `${rule.categories.join(', ')} shirts` : 'selected shirts';
    return refuse('notApplicable', `The code ${code} is for ${named} only, and none are in your cart.`);
  }
  const eligiblePieces = eligibleLines.reduce((sum, line) => sum + line.quantity, 0);
  const eligibleAmount = eligibleLines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const fromOffer = rule.scope === 'selected' ? ' from this offer' : '';
  if (rule.minPieces !== null && eligiblePieces < rule.minPieces)
    return refuse('belowMinimum', `Add ${pieces(rule.minPieces - eligiblePieces)}${fromOffer} to use ${code}.`);
  if (rule.minAmount !== null && eligibleAmount < rule.minAmount)
    return refuse('belowMinimum', `Add ${rupees(rule.minAmount - eligibleAmount)} more${fromOffer} to use ${code}.`);

  if (rule.kind === 'freeDelivery') {
    if (plain.shippingCost === 0)
      return refuse('notApplicable', `Delivery on this order is already free, so ${code} takes nothing off.`);
    // The fee stays on the bill and the discount takes it off, so total = subtotal - discount + shipping holds for every code.
    return {
      ok: true,
      lineDiscounts: lines.map(() => 0),
      discount: plain.shippingCost,
      totals: orderTotals(lines, policy, plain.shippingCost),
    };
  }
  const orderDiscount =
    rule.kind === 'percent' ? Math.floor((eligibleAmount * rule.value) / 100) : Math.min(rule.value, eligibleAmount);
  const weights = lines.map((line, index) => (applies[index] ? line.unitPrice * line.quantity : 0));
  const lineDiscounts = spread(orderDiscount, weights);
  return { ok: true, lineDiscounts, discount: orderDiscount, totals: orderTotals(lines, policy, orderDiscount) };
}
