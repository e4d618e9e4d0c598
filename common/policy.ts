import { z } from 'zod';

/**
 * Shop policy is data, kept in one place (ARCHITECTURE.md, Settling SPEC.md): checkout, the cart,
 * the assistant's canned answers and the storefront texts all read it, and the owner edits it in the
 * admin app. The server stores the owner's version; these defaults stand until then.
 */

export const PAYMENT_METHODS = ['cod', 'bank'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const sizeGuideEntrySchema = z.object({
  size: z.string().min(1).max(10),
  bustInches: z.number().positive(),
  waistInches: z.number().positive(),
  hipsInches: z.number().positive(),
});

export const shopPolicySchema = z.object({
  shopName: z.string().min(1).max(80),
  tagline: z.string().max(160),
  currency: z.literal('PKR'),
  country: z.literal('Pakistan'),
  shippingFee: z.number().int().min(0),
  freeShippingMinItems: z.number().int().min(1),
  paymentMethods: z.array(paymentMethodSchema).min(1),
  bank: z.object({
    bankName: z.string().max(80),
    accountTitle: z.string().max(80),
    accountNumber: z.string().max(40),
    iban: z.string().max(40),
  }),
  /** International format without '+', as messaging-app links want it, e.g. 923001234567. */
  receiptWhatsApp: z.string().regex(/^\d{10,15}$/),
  returnWindowDays: z.number().int().min(0),
  sizeGuide: z.array(sizeGuideEntrySchema),
  contact: z.object({
    address: z.string().max(200),
    phone: z.string().max(40),
    email: z.email(),
    hours: z.string().max(80),
  }),
});
export type ShopPolicy = z.infer<typeof shopPolicySchema>;

export const DEFAULT_SHOP_POLICY: ShopPolicy = {
  shopName: 'Karachi Shirt Co.',
  tagline: 'Crisp shirts for every day, delivered anywhere in Pakistan.',
  currency: 'PKR',
  country: 'Pakistan',
  shippingFee: 300,
  freeShippingMinItems: 3,
  paymentMethods: ['cod', 'bank'],
  bank: {
    bankName: 'Meezan Bank',
    accountTitle: 'Karachi Shirt Co.',
    accountNumber: '0000-0000000000',
    iban: 'PK00MEZN0000000000000000',
  },
  receiptWhatsApp: '923000000000',
  returnWindowDays: 30,
  sizeGuide: [
    { size: 'M', bustInches: 36, waistInches: 28, hipsInches: 38 },
    { size: 'L', bustInches: 38, waistInches: 30, hipsInches: 40 },
  ],
  contact: {
    address: 'Johar, Karachi, Sindh, Pakistan',
    phone: '+92 300 0000000',
    email: 'hello@example.pk',
    hours: 'Mon–Fri 9am–5pm',
  },
};

/** Flat fee, free when the order holds at least `freeShippingMinItems` pieces (SPEC.md §9). */
export function shippingFor(totalQuantity: number, policy: Pick<ShopPolicy, 'shippingFee' | 'freeShippingMinItems'>): number {
  if (totalQuantity <= 0) return 0;
  return totalQuantity >= policy.freeShippingMinItems ? 0 : policy.shippingFee;
}

export function freeShippingMessage(policy: Pick<ShopPolicy, 'freeShippingMinItems'>): string {
  return `Free delivery on purchase of ${policy.freeShippingMinItems} shirts or more!`;
}

export type PricedLine = { unitPrice: number; quantity: number };
export type OrderTotals = { subtotal: number; shippingCost: number; discount: number; total: number };

/** The one calculation of what an order costs; the server runs it on its own prices. */
export function orderTotals(lines: PricedLine[], policy: Pick<ShopPolicy, 'shippingFee' | 'freeShippingMinItems'>): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const shippingCost = shippingFor(quantity, policy);
  const discount = 0;
  return { subtotal, shippingCost, discount, total: subtotal + shippingCost - discount };
}
