import { z } from 'zod';

import { API_COURIERS, PARCEL_STEPS } from './courierFacts';

/** The facts screens need at run time live in courierFacts.ts, free of zod (as common/orderFacts.ts). */
export * from './courierFacts';
export const apiCourierSchema = z.enum(API_COURIERS, { error: `The courier is one of ${API_COURIERS.join(', ')}` });

const secret = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Type the ${what}, or leave the field empty to keep the saved one`)
    .max(500, `The ${what} must be at most 500 characters`)
    .nullable()
    .optional();

/** The owner's courier account. Keys are write-only: absent keeps the saved one, null removes it. */
export const courierAccountWriteSchema = z.object({
  apiKey: secret('API key'),
  /** Leopards asks for a password beside the key; PostEx has one token. */
  apiPassword: secret('API password'),
  /** PostEx: the pickup address code from the merchant portal; Leopards: the shipper's id. */
  pickupCode: z.string().trim().max(60, 'The pickup code must be at most 60 characters').default(''),
  /** The weight booked for each piece of clothing; couriers charge by weight. */
  gramsPerPiece: z
    .number({ error: 'The weight per piece is a whole number of grams, such as 400' })
    .int('The weight per piece is a whole number of grams, such as 400')
    .min(50, 'The weight per piece is at least 50 grams')
    .max(20_000, 'The weight per piece is at most 20,000 grams')
    .default(400),
});
export type CourierAccountWrite = z.input<typeof courierAccountWriteSchema>;

export const courierAccountSchema = z.object({
  courier: apiCourierSchema,
  keySaved: z.boolean(),
  passwordSaved: z.boolean(),
  /** Whether the courier needs a password beside the key. */
  needsPassword: z.boolean(),
  pickupCode: z.string(),
  gramsPerPiece: z.number().int(),
  /** Leopards pushes status changes here (secret in the address); null for couriers that do not push. */
  callbackUrl: z.string().nullable(),
});
export type CourierAccount = z.infer<typeof courierAccountSchema>;

export const bookingRequestSchema = z.object({
  courier: apiCourierSchema,
  orderRefs: z
    .array(z.string().trim().min(1).max(40))
    .min(1, 'Choose at least one order to book')
    .max(100, 'Book at most 100 orders at a time'),
});

/**
 * One order's booking outcome. 'city' asks the owner which of the courier's cities the shop's city
 * is (suggestions given), once: the answer is remembered.
 */
export const bookingOutcomeSchema = z.object({
  orderRef: z.string(),
  outcome: z.enum(['booked', 'already booked', 'city', 'refused', 'unknown']),
  trackingNumber: z.string().nullable(),
  message: z.string(),
  shopCity: z.string().optional(),
  suggestions: z.array(z.string()).optional(),
});
export type BookingOutcome = z.infer<typeof bookingOutcomeSchema>;

export const cityChoiceSchema = z.object({
  shopCity: z.string().trim().min(1, 'Name the shop’s city').max(100),
  courierCity: z.string().trim().min(1, 'Choose the courier’s city').max(100),
});

export const parcelEventSchema = z.object({
  at: z.iso.datetime(),
  status: z.string(),
  detail: z.string(),
  /** Null: a status the shop does not know (decision 0132); it is shown as the courier wrote it and moves nothing. */
  step: z.enum(PARCEL_STEPS).nullable(),
});
export type ParcelEvent = z.infer<typeof parcelEventSchema>;

/** The parcel of an order booked through a courier's API: its events, newest last. */
export const parcelSchema = z.object({
  courier: apiCourierSchema,
  trackingNumber: z.string().nullable(),
  step: z.enum(PARCEL_STEPS),
  /** The courier's airway bill / label, when it gives one. */
  slipUrl: z.string().nullable(),
  events: z.array(parcelEventSchema),
  /**
   * Whole rupees the courier was booked to collect at the door (decision 0117); null when unknown (a
   * parcel booked before the shop kept it, or still being booked).
   */
  bookedToCollect: z.number().int().nullable(),
  /** What the order has to collect now (common/orderFacts.ts cashToCollect), after any change since booking. */
  toCollect: z.number().int(),
  /**
   * The rider, who has not reached the customer yet, will ask for bookedToCollect, and the order now has
   * toCollect: booked, not delivered, on its way back or come back, and the two differ. The owner is warned.
   */
  collectDiffers: z.boolean(),
});
export type Parcel = z.infer<typeof parcelSchema>;
/** The shopper's tracking page shows where the parcel is, not the shop's slip or its cash with the courier. */
export const trackedParcelSchema = parcelSchema.omit({
  slipUrl: true,
  bookedToCollect: true,
  toCollect: true,
  collectDiffers: true,
});
export type TrackedParcel = z.infer<typeof trackedParcelSchema>;
