import type { ShopPolicy } from './policy';

/*
 * The shop policy's defaults and the sums it rules, apart from its zod schemas (common/policy.ts) so
 * that the storefront can read them without loading zod on its first screen (issue 12).
 */

export const DEFAULT_SHOP_POLICY: ShopPolicy = {
  shopName: 'Karachi Shirt Co.',
  tagline: 'Crisp shirts for every day, delivered anywhere in Pakistan.',
  city: '',
  aboutUs: '',
  currency: 'PKR',
  country: 'Pakistan',
  shippingFee: 300,
  freeShippingMinItems: 3,
  // Cash on delivery only until the owner enters real bank details: never a placeholder account shown as the shop's.
  paymentMethods: ['cod'],
  // Checkout asks for an e-mail until the owner chooses phone-only orders (issue 35).
  checkoutEmailOptional: false,
  // Offering cash on delivery by default is not the owner's choice: the Dashboard asks until they make it (issue 35).
  codOnly: false,
  bank: { bankName: '', accountTitle: '', accountNumber: '', iban: '' },
  receiptWhatsApp: '',
  exchangeDeliveryFee: 0,
  returnWindowDays: 30,
  // No phone or e-mail until the owner enters the shop's own: a made-up number shown to shoppers would
  // send their calls nowhere (issue 24).
  contact: {
    address: 'Johar, Karachi, Sindh, Pakistan',
    phone: '',
    email: '',
    hours: 'Mon–Fri 9am–5pm',
  },
};

/** Which of the shop's contact details shoppers cannot see yet because the owner has not entered them. */
export function missingContactDetails(policy: Pick<ShopPolicy, 'contact'>): string[] {
  return [!policy.contact.phone && 'phone number', !policy.contact.email && 'e-mail address'].filter(
    (missing) => missing !== false,
  );
}

/** The shop's name inside a sentence that ends after it: 'Karachi Shirt Co.' brings its own full stop. */
export const nameBeforeFullStop = (name: string) => name.replace(/\.$/, '');

/** Flat fee, free when the order holds at least `freeShippingMinItems` pieces (docs/product.md §9). */
export function shippingFor(
  totalQuantity: number,
  policy: Pick<ShopPolicy, 'shippingFee' | 'freeShippingMinItems'>,
): number {
  if (totalQuantity <= 0) return 0;
  return totalQuantity >= policy.freeShippingMinItems ? 0 : policy.shippingFee;
}

export function freeShippingMessage(policy: Pick<ShopPolicy, 'freeShippingMinItems'>): string {
  return `Free delivery on purchase of ${policy.freeShippingMinItems} shirts or more!`;
}

export type PricedLine = { unitPrice: number; quantity: number };
export type OrderTotals = { subtotal: number; shippingCost: number; discount: number; total: number };

/**
 * The one calculation of what an order costs; the server runs it on its own prices. `discount` is
 * what a discount code takes off (common/discounts.ts priceDiscount): total = subtotal - discount +
 * shipping, and the discount is never more than the order, so the total is never below 0.
 */
export function orderTotals(
  lines: readonly PricedLine[],
  policy: Pick<ShopPolicy, 'shippingFee' | 'freeShippingMinItems'>,
  discount = 0,
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const shippingCost = shippingFor(quantity, policy);
  const taken = Math.min(Math.max(0, discount), subtotal + shippingCost);
  return { subtotal, shippingCost, discount: taken, total: subtotal - taken + shippingCost };
}
