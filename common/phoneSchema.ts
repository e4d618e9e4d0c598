import { z } from 'zod';
import { canonicalPhone, isMobilePhone } from './phone';

/** What a refused number is told, with the forms that are understood. */
export const PHONE_MESSAGE = 'Please enter a valid Pakistani phone number, e.g. 0300 1234567';

/** A phone field that takes any common Pakistani form and gives the stored one (common/phone.ts). */
export const phoneField = (required = 'Phone is required') =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((phone) => canonicalPhone(phone) !== null, PHONE_MESSAGE)
    .transform((phone) => canonicalPhone(phone)!);

/** The same, where blank means no number. */
export const optionalPhoneField = (message = PHONE_MESSAGE) =>
  z
    .string()
    .trim()
    .refine((phone) => phone === '' || canonicalPhone(phone) !== null, message)
    .transform((phone) => (phone === '' ? '' : canonicalPhone(phone)!));

/** A WhatsApp number: a mobile, in any common form; blank when there is none. */
export const optionalWhatsAppField = (message: string) =>
  z
    .string()
    .trim()
    .refine((phone) => phone === '' || isMobilePhone(phone), message)
    .transform((phone) => (phone === '' ? '' : canonicalPhone(phone)!));
