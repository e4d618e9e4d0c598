import { z } from 'zod';
import { shopLanguageSchema, type ShopLanguage } from './language';

/*
 * The shop's outgoing mail (docs/architecture.md, Messages that go out): the owner's SMTP settings,
 * kept on the server with the password write-only like the assistant's key, and the messages a
 * shopper gets as their order moves on, which the owner words in Settings.
 */

/** The owner's mail server. A blank host means none: SMTP_URL is used if set, else mail stays in the outbox. */
export const smtpSettingsWriteSchema = z.object({
  host: z
    .string()
    .trim()
    .max(200, 'The mail server name must be at most 200 characters')
    .refine((host) => host === '' || /^[A-Za-z0-9.-]+$/.test(host), 'The mail server looks like smtp.gmail.com'),
  port: z
    .number({ error: 'The port is a whole number, usually 587 or 465' })
    .int('The port is a whole number, usually 587 or 465')
    .min(1, 'The port is a whole number, usually 587 or 465')
    .max(65_535, 'The port is a whole number, usually 587 or 465'),
  user: z.string().trim().max(200, 'The user name must be at most 200 characters'),
  /** Write-only: absent keeps the saved password, null removes it. */
  password: z
    .string()
    .min(1, 'Type the password, or leave the field empty to keep the saved one')
    .max(200)
    .nullable()
    .optional(),
  from: z.union([z.literal(''), z.email('The sender address must be an e-mail address, e.g. orders@yourshop.pk')]),
});
export type SmtpSettingsWrite = z.input<typeof smtpSettingsWriteSchema>;

/** What the owner's screen reads: never the password, only whether one is saved. */
export const smtpSettingsSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  user: z.string(),
  from: z.string(),
  passwordSaved: z.boolean(),
  /** SMTP_URL is set on this computer: it is used while no mail server is saved here. */
  fromEnvironment: z.boolean(),
});
export type SmtpSettings = z.infer<typeof smtpSettingsSchema>;

export const testMailSchema = z.object({ to: z.email('Send the test to an e-mail address, e.g. you@example.pk') });

/** The moments a shopper hears about their order by mail. */
export const SHOPPER_MESSAGE_EVENTS = ['confirmed', 'shipped', 'delivered', 'refused', 'cancelled'] as const;
export type ShopperMessageEvent = (typeof SHOPPER_MESSAGE_EVENTS)[number];
export const SHOPPER_MESSAGE_LABELS: Record<ShopperMessageEvent, string> = {
  confirmed: 'Order confirmed',
  shipped: 'Parcel shipped',
  delivered: 'Parcel delivered',
  refused: 'Parcel refused at the door',
  cancelled: 'Order cancelled',
};

/**
 * Whether the shopper hears of the order's cancel (decision 0120): not for an exchange order, which the
 * owner undoes as part of an exchange the customer is already talking about. The mail, the WhatsApp
 * message and the owner's cancel question read it.
 */
export const cancelIsTold = (order: { exchangeOf: string | null }) => order.exchangeOf === null;

/** What a template may name, in braces: {name}, {trackingLink}… */
/** {toPay} says what to pay at the door: the amount to keep ready while cash is due, or that it is paid (issue 35). */
/** {trackingLink} is the shop's own order page; {courierLink} the courier's tracking page for the number (common/orders.ts CARRIERS), else the order page too. */
export const TEMPLATE_PLACEHOLDERS = [
  'name',
  'orderRef',
  'shopName',
  'total',
  'courier',
  'trackingNumber',
  'courierLink',
  'trackingLink',
  'toPay',
] as const;
export type TemplateValues = Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string>;

const unknownPlaceholder = (text: string) =>
  [...text.matchAll(/\{(\w*)\}/g)]
    .map((found) => found[1]!)
    .find((name) => !(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name));
const templateText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine((text, context) => {
      const unknown = unknownPlaceholder(text);
      if (unknown !== undefined)
        context.addIssue({
          code: 'custom',
          message: `${label}: {${unknown}} is not a placeholder. Use ${TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`,
        });
    });

export const messageTemplateSchema = z.object({
  subject: templateText('The subject', 150),
  body: templateText('The message', 3000),
});
export const messageTemplatesSchema = z.object(
  Object.fromEntries(SHOPPER_MESSAGE_EVENTS.map((event) => [event, messageTemplateSchema])) as Record<
    ShopperMessageEvent,
    typeof messageTemplateSchema
  >,
);
export type MessageTemplates = z.infer<typeof messageTemplatesSchema>;

/** The owner's wording in each of the shop's languages (issue 26): a shopper hears in their order's language. */
export const shopTemplatesSchema = z.object({ en: messageTemplatesSchema, ur: messageTemplatesSchema });
export type ShopTemplates = z.infer<typeof shopTemplatesSchema>;
export const TEMPLATE_LANGUAGE_LABELS: Record<ShopLanguage, string> = { en: 'English', ur: 'اردو' };

/*
 * The same text goes by mail and, from the order in the admin app, by WhatsApp, so it says "reply to
 * this message", never "this mail". Urdu in the polite shop register; prices stay "PKR 2,500".
 */
export const DEFAULT_MESSAGE_TEMPLATES: ShopTemplates = {
  en: {
    confirmed: {
      subject: '{shopName}: order {orderRef} confirmed',
      body: 'Assalam o Alaikum {name},\n\nYour order {orderRef} is confirmed and we are packing it. Total: {total}.\n\nYour order and its progress: {trackingLink}\n\n{shopName}',
    },
    shipped: {
      subject: '{shopName}: order {orderRef} is on its way',
      body: 'Assalam o Alaikum {name},\n\nYour parcel {orderRef} has left us with {courier}, tracking number {trackingNumber}.\nFollow the parcel: {courierLink}\n\n{toPay}\nYour order: {trackingLink}\n\n{shopName}',
    },
    delivered: {
      subject: '{shopName}: order {orderRef} delivered',
      body: 'Assalam o Alaikum {name},\n\nYour parcel {orderRef} has been delivered. We hope you enjoy your shirts. If anything is not right, just reply to this message.\n\n{shopName}',
    },
    refused: {
      subject: '{shopName}: order {orderRef} came back to us',
      body: 'Assalam o Alaikum {name},\n\nThe courier brought your parcel {orderRef} back to us: it was not accepted at the door. If this was a mistake, reply to this message and we will send it again.\n\n{shopName}',
    },
    cancelled: {
      subject: '{shopName}: order {orderRef} cancelled',
      body: 'Assalam o Alaikum {name},\n\nYour order {orderRef} has been cancelled, and nothing will be delivered. If you did not ask for this, or if you have already paid for it, reply to this message and we will sort it out.\n\n{shopName}',
    },
  },
  ur: {
    confirmed: {
      subject: '{shopName}: آرڈر {orderRef} کنفرم ہو گیا',
      body: 'السلام علیکم {name}،\n\nآپ کا آرڈر {orderRef} کنفرم ہو گیا ہے اور ہم اسے پیک کر رہے ہیں۔ کل رقم: {total}\n\nآپ کا آرڈر اور اس کی صورتحال یہاں دیکھیں: {trackingLink}\n\nشکریہ\n{shopName}',
    },
    shipped: {
      subject: '{shopName}: آرڈر {orderRef} روانہ ہو گیا',
      body: 'السلام علیکم {name}،\n\nآپ کا پارسل {orderRef} {courier} کے ذریعے روانہ کر دیا گیا ہے۔ ٹریکنگ نمبر: {trackingNumber}\nپارسل کہاں پہنچا، یہاں دیکھیں: {courierLink}\n\n{toPay}\nآپ کا آرڈر: {trackingLink}\n\nشکریہ\n{shopName}',
    },
    delivered: {
      subject: '{shopName}: آرڈر {orderRef} آپ تک پہنچ گیا',
      body: 'السلام علیکم {name}،\n\nآپ کا پارسل {orderRef} آپ تک پہنچ گیا ہے۔ امید ہے آپ کو ہماری شرٹس پسند آئیں گی۔ اگر کچھ ٹھیک نہ ہو تو اسی پیغام کا جواب دیں۔\n\nشکریہ\n{shopName}',
    },
    refused: {
      subject: '{shopName}: آرڈر {orderRef} ہمیں واپس مل گیا',
      body: 'السلام علیکم {name}،\n\nکوریئر آپ کا پارسل {orderRef} ہمیں واپس لے آیا ہے کیونکہ یہ دروازے پر وصول نہیں کیا گیا۔ اگر ایسا غلطی سے ہوا ہے تو اس پیغام کا جواب دیں، ہم اسے دوبارہ بھیج دیں گے۔\n\n{shopName}',
    },
    cancelled: {
      subject: '{shopName}: آرڈر {orderRef} منسوخ ہو گیا',
      body: 'السلام علیکم {name}،\n\nآپ کا آرڈر {orderRef} منسوخ کر دیا گیا ہے اور کچھ ڈیلیور نہیں کیا جائے گا۔ اگر آپ نے منسوخی نہیں کہی تھی، یا آپ اس کی ادائیگی کر چکے ہیں، تو اس پیغام کا جواب دیں، ہم معاملہ ٹھیک کر دیں گے۔\n\n{shopName}',
    },
  },
};

/** The template with its placeholders filled in. */
export const fillTemplate = (text: string, values: TemplateValues) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? values[name as keyof TemplateValues] : whole));

export const mailSettingsSchema = z.object({ smtp: smtpSettingsSchema, templates: shopTemplatesSchema });
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/**
 * The message the owner sends from an order by WhatsApp (issue 26): for a pending order the request to
 * confirm it, then the step's template, filled as the mail is; `step` null (a parcel returned, a
 * cancelled exchange) is a greeting only. In the order's language.
 */
export const ORDER_MESSAGE_STEPS = ['confirm', ...SHOPPER_MESSAGE_EVENTS] as const;
export const orderMessageSchema = z.object({
  step: z.enum(ORDER_MESSAGE_STEPS).nullable(),
  language: shopLanguageSchema,
  text: z.string(),
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;
export const ORDER_MESSAGE_LABELS: Record<(typeof ORDER_MESSAGE_STEPS)[number], string> = {
  confirm: 'Ask to confirm the order',
  ...SHOPPER_MESSAGE_LABELS,
};

/**
 * The shipped message's sentence about paying at the door as the templates said it before {toPay}
 * (issue 35): a template saved with it still tells a customer who already paid the right thing.
 */
export const OLD_PAY_SENTENCES: Record<ShopLanguage, string> = {
  en: 'If you pay on delivery, please keep {total} ready.',
  ur: 'اگر آپ نے کیش آن ڈیلیوری چُنی ہے تو براہِ کرم {total} تیار رکھیں۔',
};
