import { z } from 'zod';
import { canonicalPhone } from './phone';
import { optionalPhoneField, optionalWhatsAppField } from './phoneSchema';

/**
 * Shop policy is data, kept in one place (docs/architecture.md, Settling the product rules): checkout, the cart,
 * the assistant's canned answers and the storefront texts all read it, and the owner edits it in the
 * admin app. The server stores the owner's version; these defaults stand until then.
 */

export const PAYMENT_METHODS = ['cod', 'bank'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
/** How each way of paying is named to the owner, on slips, invoices and in analytics. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cod: 'Cash on delivery', bank: 'Bank transfer' };

/** A Pakistani IBAN's form: PK, two check digits, the bank's four letters and 16 letters or digits. */
const IBAN_FORM = /^PK\d{2}[A-Z]{4}[A-Z0-9]{16}$/;
/** Kept without the spaces a bank app groups it with, so a shopper's copy pastes into any bank's form. */
const ibanText = z
  .string()
  .trim()
  .transform((iban) => iban.replace(/\s/g, '').toUpperCase());
const storedIban = ibanText.refine(
  (iban) => iban === '' || IBAN_FORM.test(iban),
  'IBAN looks like PK36SCBL0000001123456702',
);

/**
 * Whether an IBAN's two check digits fit the rest (ISO 13616, mod 97): a digit mistyped or two swapped
 * is caught before shoppers are told to pay into it. Written here rather than taken from ibantools: the
 * PK form is already checked above, and this schema rides in the storefront's checkout code (decision 0113).
 */
export function ibanCheckDigitsFit(iban: string): boolean {
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** What the owner saves: the IBAN's form and its check digits. */
const savedIban = storedIban.refine(
  (iban) => iban === '' || !IBAN_FORM.test(iban) || ibanCheckDigitsFit(iban),
  'This IBAN has a mistake: its check digits do not fit the rest. Copy it again from your bank app or cheque book',
);

const bankDetailsSchema = (iban: z.ZodType<string, string>) =>
  z.object({
    bankName: z.string().trim().max(80, 'Bank name must be at most 80 characters'),
    accountTitle: z.string().trim().max(80, 'Account title must be at most 80 characters'),
    accountNumber: z.string().trim().max(40, 'Account number must be at most 40 characters'),
    iban,
  });
type BankDetails = z.infer<ReturnType<typeof bankDetailsSchema>>;

/** Bank transfer can be offered only with an account to pay into and a number to send the receipt to. */
export const bankDetailsComplete = (policy: { bank: BankDetails; receiptWhatsApp: string }): boolean =>
  Boolean(
    policy.bank.bankName &&
    policy.bank.accountTitle &&
    (policy.bank.accountNumber || policy.bank.iban) &&
    policy.receiptWhatsApp,
  );

/** Exactly cash on delivery, nothing else: the only payment methods the owner's "cash on delivery only" goes with. */
export const offersCodAlone = (paymentMethods: readonly PaymentMethod[]) =>
  paymentMethods.length === 1 && paymentMethods[0] === 'cod';

/**
 * Whether the owner has answered how shoppers pay (the Dashboard's first-run checklist, issue 35):
 * bank details entered, or cash on delivery only said in so many words. The defaults offering cash
 * on delivery alone are no answer: a shop that never chose is asked, never told it did.
 */
export const paymentSettled = (policy: Parameters<typeof bankDetailsComplete>[0] & { codOnly: boolean }): boolean =>
  policy.codOnly || bankDetailsComplete(policy);

/** About us stays short: it is read out in the assistant's header and greeting. */
export const ABOUT_US_MAX = 200;

/** The policy with its contact phone field: checked when the owner saves, read leniently from what was saved before (below). */
const policySchema = (contactPhone: z.ZodType<string, string>, iban: z.ZodType<string, string>) =>
  z
    .object({
      shopName: z.string().trim().min(1, 'Shop name is required').max(80, 'Shop name must be at most 80 characters'),
      tagline: z.string().trim().max(160, 'Tagline must be at most 160 characters'),
      /**
       * The shop in the owner's words (issue 24 item 5): its city and a short "about us", which the
       * assistant speaks from instead of a description fixed in code. A policy saved before they existed reads them as empty.
       */
      city: z.string().trim().max(60, 'City must be at most 60 characters').default(''),
      aboutUs: z.string().trim().max(ABOUT_US_MAX, `About us must be at most ${ABOUT_US_MAX} characters`).default(''),
      currency: z.literal('PKR'),
      country: z.literal('Pakistan'),
      shippingFee: z
        .number({ error: 'Shipping fee must be a whole number of rupees' })
        .int('Shipping fee must be a whole number of rupees')
        .min(0, 'Shipping fee must be 0 or more')
        .max(10_000, 'Shipping fee must be at most PKR 10,000'),
      freeShippingMinItems: z
        .number({ error: 'Free delivery needs a whole number of shirts' })
        .int('Free delivery needs a whole number of shirts')
        .min(1, 'Free delivery needs at least 1 shirt')
        .max(1000),
      paymentMethods: z.array(paymentMethodSchema).min(1, 'Offer at least one payment method'),
      /**
       * Whether the website's checkout takes an order with a phone and no e-mail (issue 35: phone-only
       * cash-on-delivery is common in Pakistan). Off unless the owner turns it on; the server checks it
       * at placement. A policy saved before it existed reads it as off.
       */
      checkoutEmailOptional: z.boolean({ error: 'checkoutEmailOptional must be true or false' }).default(false),
      /**
       * The owner said the shop takes cash on delivery only (issue 35): kept with the shop, not in one
       * browser, so every computer and a restored backup know it. It goes only with paymentMethods
       * exactly ['cod'] (checked below). A policy saved before it existed reads it as false: not chosen.
       */
      codOnly: z.boolean({ error: 'codOnly must be true or false' }).default(false),
      bank: bankDetailsSchema(iban),
      /** A mobile in the stored form (common/phone.ts), typed any common way; empty until the owner sets it. */
      receiptWhatsApp: optionalWhatsAppField('The WhatsApp number must be a mobile number, e.g. 0300 1234567'),
      /**
       * What an exchange parcel costs the shopper when the owner charges for it (issue 22); by default
       * an exchange goes out free. A policy saved before the field existed reads it as 0.
       */
      exchangeDeliveryFee: z
        .number({ error: 'Exchange delivery fee must be a whole number of rupees' })
        .int('Exchange delivery fee must be a whole number of rupees')
        .min(0, 'Exchange delivery fee must be 0 or more')
        .max(10_000, 'Exchange delivery fee must be at most PKR 10,000')
        .default(0),
      returnWindowDays: z
        .number({ error: 'Return window must be a whole number of days' })
        .int('Return window must be a whole number of days')
        .min(0, 'Return window must be 0 days or more')
        .max(365),
      // The old women's size guide (bust, waist, hips) was dropped for the men's size charts (common/sizeCharts.ts, issue 35).
      contact: z.object({
        address: z.string().trim().max(200),
        phone: contactPhone,
        email: z.union([z.literal(''), z.email('Contact email must be a valid email address')]),
        hours: z.string().trim().max(80),
      }),
    })
    .refine((policy) => !policy.paymentMethods.includes('bank') || bankDetailsComplete(policy), {
      message:
        'Enter the bank name, account title, account number or IBAN and the WhatsApp number for receipts before offering bank transfer',
      path: ['paymentMethods'],
    })
    .refine((policy) => !policy.codOnly || offersCodAlone(policy.paymentMethods), {
      message: 'Cash on delivery only cannot go with bank transfer: untick one of them',
      path: ['codOnly'],
    });

/** What the owner saves: the contact phone must be a Pakistani number, kept in the stored form, and an IBAN's check digits must fit. */
export const shopPolicySchema = policySchema(
  optionalPhoneField('Contact phone must be a Pakistani number, e.g. 0300 1234567 or 021 34567890'),
  savedIban,
);
/**
 * What the shop reads back and answers with: a contact phone saved as free text before numbers were
 * checked is kept as it was written (the owner is asked to correct it on the next save), so the
 * rest of the policy is never lost over it.
 */
export const storedShopPolicySchema = policySchema(
  z
    .string()
    .trim()
    .max(40)
    .transform((phone) => canonicalPhone(phone) ?? phone),
  // An IBAN saved before its check digits were checked reads as it was: the owner is asked on the next save.
  storedIban,
);
export type ShopPolicy = z.infer<typeof shopPolicySchema>;

// Kept in policyRules.ts, which loads no zod, so the storefront's first screen can read them without it.
export {
  DEFAULT_SHOP_POLICY,
  freeShippingMessage,
  orderTotals,
  shippingFor,
  type OrderTotals,
  type PricedLine,
} from './policyRules';
