import { SHOP_UTC_OFFSET_MINUTES } from './analytics';
import { formatPhone } from './phone';
import type { ShopPolicy } from './policy';

/*
 * What the shop's papers say (issue 26: packing slips in the admin app, the receipt's PDF on the server),
 * written once so the slip and the receipt name the shop and its days alike.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A moment as the shop's calendar day, '26 Nov 2026': Pakistan time, whatever the computer's own zone. */
export function shopDay(moment: string | Date): string {
  const shifted = new Date(new Date(moment).getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000);
  return `${shifted.getUTCDate()} ${MONTHS[shifted.getUTCMonth()]} ${shifted.getUTCFullYear()}`;
}

/**
 * Where the shop is, as a courier or a customer reads it: its address with its city (unless the address
 * already names it), its phone in the local form and its WhatsApp (Settings' number for receipts, the
 * one the storefront's WhatsApp button opens). Empty parts are left out, never made up.
 */
type Whereabouts = Pick<ShopPolicy, 'city' | 'contact'> & Partial<Pick<ShopPolicy, 'receiptWhatsApp'>>;

export function shopWhereabouts(policy: Whereabouts): {
  address: string;
  phone: string;
  whatsApp: string;
} {
  const { address } = policy.contact;
  const city = policy.city.trim();
  const withCity =
    city && !address.toLowerCase().includes(city.toLowerCase()) ? [address, city].filter(Boolean).join(', ') : address;
  return {
    address: withCity,
    phone: policy.contact.phone ? formatPhone(policy.contact.phone) : '',
    whatsApp: policy.receiptWhatsApp ? formatPhone(policy.receiptWhatsApp) : '',
  };
}

/** 'Phone 042 35761234 · WhatsApp 0300 1234567': how a customer holding the paper reaches the shop (issue 35 item 12). */
export function shopContacts(policy: Whereabouts): string {
  const { phone, whatsApp } = shopWhereabouts(policy);
  return [phone && `Phone ${phone}`, whatsApp && `WhatsApp ${whatsApp}`].filter(Boolean).join(' · ');
}
