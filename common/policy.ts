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

// Kept in policyRules.ts, which loads no zod, so the storefront's first screen can read them without it.
export { DEFAULT_SHOP_POLICY, freeShippingMessage, orderTotals, shippingFor, type OrderTotals, type PricedLine } from './policyRules';
