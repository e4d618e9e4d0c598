/*
 * Pakistani phone numbers as people write them (docs/product.md, Phone numbers): 0300-1234567,
 * 0300 1234567, +92 300 1234567, 923001234567, 0092 300 1234567, (021) 34567890. The shop stores one
 * form, the national digits ('03001234567', '02134567890'), shows the local form ('0300 1234567',
 * '021 34567890') and links with the international digits ('923001234567'). Free of zod, so the
 * storefront's first screen can show a number without loading it (common/phoneSchema.ts holds the fields).
 */

import { latinDigits } from './digits';

/**
 * The digits as the national form, however the number was typed: Urdu digits read as Latin ones,
 * separators dropped, the country code (+92, 0092, 92) turned into the leading 0, and a mobile's ten
 * digits typed without it ('300 1234567', as after a form's +92) given it back. Not checked: search
 * reads parts of numbers with it too.
 */
export function phoneKey(phone: string): string {
  const digits = latinDigits(phone).replace(/[\s\-().]/g, '');
  if (digits.startsWith('+92')) return `0${digits.slice(3)}`;
  if (digits.startsWith('0092')) return `0${digits.slice(4)}`;
  if (digits.startsWith('92')) return `0${digits.slice(2)}`;
  if (/^3\d{9}$/.test(digits)) return `0${digits}`;
  return digits;
}

/** Mobiles are 03xx and seven digits. */
const MOBILE = /^03\d{9}$/;
/** Landlines (never 03): an area code (21 Karachi, 42 Lahore, 992 Abbottabad …) and the number, 9 or 10 digits after the 0; a UAN (021 111 123 456) one more. */
const LANDLINE = /^0[124-9]\d{8,9}$|^0[124-9]\d111\d{6}$/;

/** The stored form ('03001234567') of a Pakistani number, or null when the text is not one. */
export function canonicalPhone(phone: string): string | null {
  const key = phoneKey(phone.trim());
  return MOBILE.test(key) || LANDLINE.test(key) ? key : null;
}

export const isMobilePhone = (phone: string) => MOBILE.test(phoneKey(phone));

/** Area codes of two digits (the big cities); the others have three, and are split after them. */
const TWO_DIGIT_AREAS = new Set(['21', '22', '41', '42', '51', '52', '55', '61', '71', '81', '91']);

/**
 * The local form people read and dial: '0300 1234567', '021 34567890', '0992 123456'. Text that is not a
 * Pakistani number (an old free-text entry) is shown as it was written.
 */
export function formatPhone(phone: string): string {
  const key = canonicalPhone(phone);
  if (key === null) return phone;
  if (MOBILE.test(key)) return `${key.slice(0, 4)} ${key.slice(4)}`;
  const area = TWO_DIGIT_AREAS.has(key.slice(1, 3)) ? 3 : 4;
  return `${key.slice(0, area)} ${key.slice(area)}`;
}

/** The number in international digits for wa.me and tel: links ('923001234567'). */
export const internationalPhone = (phone: string) => `92${phoneKey(phone).slice(1)}`;

/** A tel: link that dials from anywhere; text that is not a Pakistani number is dialled as written. */
export const telHref = (phone: string) =>
  canonicalPhone(phone) === null ? `tel:${phone.replace(/[^\d+]/g, '')}` : `tel:+${internationalPhone(phone)}`;

/** A WhatsApp chat with the number, the message typed in for the sender to check and send. */
export const whatsAppHref = (phone: string, text: string) =>
  `https://wa.me/${internationalPhone(phone)}?text=${encodeURIComponent(text)}`;
