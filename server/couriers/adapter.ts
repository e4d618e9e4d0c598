import type { ApiCourier, ParcelStep } from '../../common/couriers';

/**
 * One courier's merchant API behind the few calls the shop needs (docs/decisions/0058). A courier is
 * one file that returns a CourierAdapter (postex.ts, leopards.ts) plus its fake in server/testing;
 * registry.ts lists them.
 */
export type CourierAdapter = {
  courier: ApiCourier;
  /** Whether the account is accepted, in the courier's answer: resolves with a sentence, throws CourierError. */
  testConnection(): Promise<string>;
  /** The cities the courier delivers to, by its own names. */
  cities(): Promise<CourierCity[]>;
  book(parcel: ParcelToBook): Promise<Booked>;
  /** The consignment booked for an order reference, if the courier has one (after a lost answer). */
  findByOrderRef(orderRef: string): Promise<Booked | null>;
  /** What the courier says happened to a parcel, oldest first. */
  track(trackingNumber: string): Promise<CourierEvent[]>;
  /** The airway bill / label as PDF bytes. */
  slip(booked: Booked): Promise<Uint8Array>;
  /** Cancels a consignment the courier has not picked up yet; throws CourierError('refused') with its reason otherwise. */
  cancel?(trackingNumber: string): Promise<void>;
  /**
   * Whether the courier has paid the shop for a parcel, and under which payout: null while it has not.
   * Optional: only some couriers publish it (PostEx); the others' payouts come as reports.
   */
  paymentStatus?(trackingNumber: string): Promise<CourierPaid | null>;
};

/**
 * A parcel the courier has paid for: the payout's day and receipt as the courier wrote them (read by
 * the payment report's cell readers), and the amount and charges when its answer gives them.
 */
export type CourierPaid = { paidOn: string; reference: string; amount: number | null; charges: number | null };

export type CourierCity = { id: string; name: string };

export type ParcelToBook = {
  orderRef: string;
  name: string;
  phone: string;
  address: string;
  city: CourierCity;
  pieces: number;
  weightGrams: number;
  /** Whole rupees the rider collects; 0 for a parcel already paid. */
  cashToCollect: number;
  details: string;
  pickupCode: string;
};

export type Booked = {
  trackingNumber: string;
  slipUrl: string | null;
  /** Whole rupees the courier holds to collect, when its answer says (a booking found by findByOrderRef). */
  cashToCollect?: number | null;
};
/** What the courier said, as it wrote it; `step` is null for a status the shop does not know (decision 0132). */
export type CourierEvent = { at: Date; status: string; detail: string; step: ParcelStep | null };

/** The ways a courier call goes wrong, each said to the owner in their own words (ownerWords). */
export type CourierProblem = 'credentials' | 'unreachable' | 'timeout' | 'city' | 'refused' | 'not set up';

export class CourierError extends Error {
  constructor(
    readonly problem: CourierProblem,
    readonly courier: ApiCourier,
    /** The courier's own answer, when it gave one. */
    readonly answer: string = '',
  ) {
    super(ownerWords(problem, courier, answer));
  }
}

function ownerWords(problem: CourierProblem, courier: ApiCourier, answer: string): string {
  const said = answer ? ` ${courier} said: “${answer}”.` : '';
  switch (problem) {
    case 'credentials':
      return `${courier} did not accept the API key.${said} Copy the key again from ${courier}'s merchant portal and save it.`;
    case 'unreachable':
      return `${courier} could not be reached. Check the internet connection, then try again.`;
    case 'timeout':
      return `${courier} did not answer in time. Try again: the shop looks the order up at ${courier} first, so it is never booked twice.`;
    case 'city':
      return `${courier} does not deliver to this city.${said} Choose another courier for it.`;
    case 'refused':
      return `${courier} refused the booking.${said}`;
    case 'not set up':
      return `No ${courier} account is saved. Enter its API key in Settings › Couriers first.`;
  }
}

/**
 * JSON over HTTP with the shop's courier timeout: a courier that does not answer becomes a 'timeout'
 * (the caller cannot know whether it acted), one that cannot be reached 'unreachable'. Answers are
 * returned with their HTTP status: each courier reads its own error shapes.
 */
export async function callCourier(
  courier: ApiCourier,
  url: string,
  init: { method: 'GET' | 'POST' | 'PUT'; headers?: Record<string, string>; body?: unknown },
  timeoutMs: number,
): Promise<{ status: number; body: unknown; bytes: Uint8Array }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        Accept: 'application/json',
        ...(init.body !== undefined && { 'Content-Type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    throw new CourierError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable', courier);
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch {
    throw new CourierError('timeout', courier);
  }
  let body: unknown = null;
  try {
    body = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    // A PDF or an HTML error page: the adapter reads the bytes or the status.
  }
  return { status: response.status, body, bytes };
}

/** A record from a courier's JSON, or {} for anything else. */
export const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
export const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
/** A whole amount of rupees in a courier's JSON (a number or its digits, e.g. "2500" or "2500.00"), or null. */
export const rupees = (value: unknown): number | null => {
  const amount = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount) : null;
};
/**
 * A courier's date ('2026-11-27 14:05:00' or ISO), in Pakistan time when it names no zone: both couriers
 * write their riders' times as the shop's clock reads them (decision 0128: the delivered time is theirs).
 */
export function courierDate(value: string): Date | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const withZone = /[zZ]|[+-]\d\d:?\d\d$/.test(trimmed) ? trimmed : `${trimmed.replace(' ', 'T')}+05:00`;
  const at = new Date(withZone);
  return Number.isNaN(at.getTime()) ? null : at;
}
/** The records of a list in a courier's JSON, or none when it is not a list. */
export const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map(record) : []);

/** testConnection's sentence: the account is accepted when the courier lists the cities it serves. */
export async function connectedTo(courier: ApiCourier, cities: () => Promise<CourierCity[]>): Promise<string> {
  const served = await cities();
  return `Connected to ${courier}: it delivers to ${served.length} cities.`;
}
