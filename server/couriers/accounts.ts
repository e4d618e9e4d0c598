import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApiCourier, CourierAccount, courierAccountWriteSchema } from '../../common/couriers';
import type { Db, Queryable } from '../db/client';
import { secretBox } from '../secrets';
import { courierAccounts } from './schema';

/** Couriers that ask for a password beside the key (Leopards' api_password): the one place it is said. */
const NEEDS_PASSWORD: Record<ApiCourier, boolean> = { PostEx: false, Leopards: true };

/**
 * Whether the saved account holds every key its courier asks for: the owner's screen says what is
 * missing by it, and the adapters are built only from an account that has them (server/couriers/registry.ts).
 */
export const hasKeys = (courier: ApiCourier, account: OpenAccount | undefined): account is OpenAccount =>
  Boolean(account?.apiKey) && (!NEEDS_PASSWORD[courier] || Boolean(account?.apiPassword));

export type OpenAccount = {
  apiKey: string;
  apiPassword: string;
  pickupCode: string;
  gramsPerPiece: number;
  callbackSecret: string;
};

const row = (db: Queryable, courier: ApiCourier) =>
  db.select().from(courierAccounts).where(eq(courierAccounts.courier, courier)).get();

const open = (jwtSecret: string, sealed: string) => (sealed === '' ? '' : (secretBox(jwtSecret).open(sealed) ?? ''));

/**
 * The account with its keys opened, for the adapters only. A key sealed on another computer (a
 * restored backup) opens as '' and reads as not saved (docs/architecture.md, Backups).
 */
export function readAccount(db: Queryable, jwtSecret: string, courier: ApiCourier): OpenAccount | undefined {
  const saved = row(db, courier);
  if (!saved) return undefined;
  return {
    apiKey: open(jwtSecret, saved.apiKey),
    apiPassword: open(jwtSecret, saved.apiPassword),
    pickupCode: saved.pickupCode,
    gramsPerPiece: saved.gramsPerPiece,
    callbackSecret: saved.callbackSecret,
  };
}

/** What the owner's screen shows: whether keys are saved, never what they are. */
export function accountForOwner(db: Queryable, jwtSecret: string, courier: ApiCourier, origin: string): CourierAccount {
  const account = readAccount(db, jwtSecret, courier);
  return {
    courier,
    keySaved: Boolean(account?.apiKey),
    passwordSaved: Boolean(account?.apiPassword),
    needsPassword: NEEDS_PASSWORD[courier],
    pickupCode: account?.pickupCode ?? '',
    gramsPerPiece: account?.gramsPerPiece ?? 400,
    callbackUrl:
      courier === 'Leopards' && account ? `${origin}/api/couriers/leopards/callback/${account.callbackSecret}` : null,
  };
}

/**
 * The account as the activity log keeps it: who changed where the courier's cash and parcels go. A
 * saved key or password is named by a short hash of it, never by any of its letters, so the log says
 * that a key was replaced without holding it.
 */
export function accountForLog(db: Queryable, jwtSecret: string, courier: ApiCourier) {
  const account = readAccount(db, jwtSecret, courier);
  const named = (secret: string | undefined) =>
    secret ? `saved #${createHash('sha256').update(secret).digest('hex').slice(0, 6)}` : '';
  return {
    apiKey: named(account?.apiKey),
    apiPassword: named(account?.apiPassword),
    pickupCode: account?.pickupCode ?? '',
    gramsPerPiece: account?.gramsPerPiece ?? null,
  };
}

/** Saves the account; a key stays as it was unless a new one is given (null removes it). */
export function writeAccount(
  db: Db,
  jwtSecret: string,
  courier: ApiCourier,
  write: z.output<typeof courierAccountWriteSchema>,
  now: Date,
) {
  const box = secretBox(jwtSecret);
  const saved = row(db, courier);
  const keep = (given: string | null | undefined, current: string | undefined) =>
    given === undefined ? (current ?? '') : given === null ? '' : box.seal(given);
  const values = {
    apiKey: keep(write.apiKey, saved?.apiKey),
    apiPassword: keep(write.apiPassword, saved?.apiPassword),
    pickupCode: write.pickupCode,
    gramsPerPiece: write.gramsPerPiece,
    // The callback address stays the same once given to the courier.
    callbackSecret: saved?.callbackSecret ?? randomBytes(24).toString('base64url'),
    updatedAt: now,
  };
  db.insert(courierAccounts)
    .values({ courier, ...values })
    .onConflictDoUpdate({ target: courierAccounts.courier, set: values })
    .run();
}
