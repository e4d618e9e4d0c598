import type { Order, OrderStatus } from './orders';
import { DEFAULT_LANGUAGE, LANGUAGE_IN_LINK, type ShopLanguage } from './shopLanguages';

/*
 * What the storefront's tracking and order pages compute about an order, free of zod so those pages
 * do not download the schemas (issue 38: first-load JavaScript); common/orders.ts re-exports it.
 */

/** Tracking progress order (docs/product.md §4); the bar fills 25 percent per step index. */
export const PROGRESS_STEPS = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
] as const satisfies readonly OrderStatus[];
export const progressPercent = (status: OrderStatus) =>
  Math.max(0, PROGRESS_STEPS.indexOf(status as (typeof PROGRESS_STEPS)[number])) * 25;

/**
 * Booked with a courier and waiting for its rider (decision 0130): the order has the courier and the
 * tracking number of its booking but has not shipped. The shopper's pages say it is packed and booked,
 * never that it has left.
 */
export const waitsForRider = (order: Pick<Order, 'status' | 'tracking'>) =>
  (order.status === 'confirmed' || order.status === 'processing') &&
  Boolean(order.tracking.carrier && order.tracking.trackingNumber) &&
  !order.tracking.shippedAt;

/**
 * An order's confirmation page. The e-mail rides in the fragment, which browsers never send to a
 * server, and so does the order's language when it is not the default: a link sent to an Urdu reader
 * opens in Urdu on a phone that never chose a language (storefront/src/i18n/language.ts).
 */
export const orderPagePath = (orderRef: string, email?: string, language?: ShopLanguage) => {
  const fragment = [
    ...(email ? [`email=${encodeURIComponent(email)}`] : []),
    ...(language && language !== DEFAULT_LANGUAGE ? [`${LANGUAGE_IN_LINK}=${language}`] : []),
  ].join('&');
  return `/order/${orderRef}${fragment ? `#${fragment}` : ''}`;
};

/**
 * How an order proves itself again on the shopper's own pages (order page, tracking, receipt): its
 * e-mail, or its phone number when it was placed without one (a phone-only checkout, decision 0114).
 */
export const orderProofOf = (customer: { email: string; phone: string }): { email: string } | { phone: string } =>
  customer.email ? { email: customer.email } : { phone: customer.phone };

/** What a shopper typed to prove an order: an address with '@' is an e-mail, anything else a phone number. */
export const trackingProof = (typed: string): { email: string } | { phone: string } =>
  typed.includes('@') ? { email: typed.trim() } : { phone: typed.trim() };

/** Carriers a shop in Pakistan ships with, and where a shopper follows a parcel (docs/architecture.md). */
export const CARRIERS: { name: string; trackingUrl: (trackingNumber: string) => string }[] = [
  { name: 'TCS', trackingUrl: (n) => `https://www.tcsexpress.com/track/${encodeURIComponent(n)}` },
  {
    name: 'Leopards',
    trackingUrl: (n) => `https://www.leopardscourier.com/shipment_tracking?cn_number=${encodeURIComponent(n)}`,
  },
  { name: 'M&P', trackingUrl: (n) => `https://www.mulphilog.com/tracking/${encodeURIComponent(n)}` },
  { name: 'PostEx', trackingUrl: (n) => `https://postex.pk/tracking?cn=${encodeURIComponent(n)}` },
  { name: 'Trax', trackingUrl: (n) => `https://trax.pk/tracking/?tracking_number=${encodeURIComponent(n)}` },
  {
    name: 'Pakistan Post',
    trackingUrl: (n) => `https://ep.gov.pk/emtts/EPTrack_Live.aspx?ArticleIDz=${encodeURIComponent(n)}`,
  },
  { name: 'UPS', trackingUrl: (n) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}` },
  { name: 'USPS', trackingUrl: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}` },
  { name: 'FedEx', trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}` },
  {
    name: 'DHL',
    trackingUrl: (n) => `https://www.dhl.com/pk-en/home/tracking.html?tracking-id=${encodeURIComponent(n)}`,
  },
];

/** A courier the shop knows by name (as CARRIERS writes it), or undefined for another one. */
export const knownCarrier = (name: string | null | undefined) =>
  CARRIERS.find((known) => known.name.toLowerCase() === name?.toLowerCase());

/**
 * The one place a shopper follows a parcel: a known courier's page for its number, else the address
 * the owner gave for another courier; null when there is neither (issue 24: never a guess).
 */
export function trackingLink(
  tracking: Pick<Order['tracking'], 'carrier' | 'trackingNumber' | 'trackingUrl'>,
): { name: string; url: string } | null {
  if (!tracking.trackingNumber) return null;
  const known = knownCarrier(tracking.carrier);
  if (known) return { name: known.name, url: known.trackingUrl(tracking.trackingNumber) };
  return tracking.trackingUrl && tracking.carrier ? { name: tracking.carrier, url: tracking.trackingUrl } : null;
}
