import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Queryable } from '../db/client';
import { isUnsealed, secretBox } from '../secrets';
import { shopSettings } from '../shop/schema';

/**
 * The model service key the owner saves in the shop settings (docs/architecture.md, Assistant). It is
 * write-only to the outside: the API never returns it, and it is never sent to the browser. It is
 * stored sealed (server/secrets.ts), so a backup of the database does not carry it readable.
 */
const MODEL_KEY = 'assistant.modelKey';
const storedKeySchema = z.string().trim().min(1);

const storedValue = (db: Queryable) =>
  db.select().from(shopSettings).where(eq(shopSettings.key, MODEL_KEY)).get()?.value;

export function readModelKey(db: Queryable, jwtSecret: string): string | undefined {
  const value = storedValue(db);
  if (typeof value !== 'string') return undefined;
  const key = storedKeySchema.safeParse(isUnsealed(value) ? value : secretBox(jwtSecret).open(value));
  return key.success ? key.data : undefined;
}

/** Saves the owner's key sealed, or removes it (null), so GEMINI_API_KEY or canned answers apply again. */
export function writeModelKey(db: Db, jwtSecret: string, key: string | null): void {
  if (key === null) {
    db.delete(shopSettings).where(eq(shopSettings.key, MODEL_KEY)).run();
    return;
  }
  const value = secretBox(jwtSecret).seal(storedKeySchema.parse(key));
  db.insert(shopSettings)
    .values({ key: MODEL_KEY, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value } })
    .run();
}

/** A key saved before keys were sealed is sealed in place (run at start). */
export function sealSavedModelKey(db: Db, jwtSecret: string): void {
  const value = storedValue(db);
  if (typeof value === 'string' && isUnsealed(value)) writeModelKey(db, jwtSecret, value);
}
