import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Queryable } from '../db/client';
import { shopSettings } from '../shop/schema';

/**
 * The model service key the owner saves in the shop settings (docs/architecture.md, Assistant). It is
 * write-only to the outside: the API never returns it, and it is never sent to the browser.
 */
const MODEL_KEY = 'assistant.modelKey';
const storedKeySchema = z.string().trim().min(1);

export function readModelKey(db: Queryable): string | undefined {
  const row = db.select().from(shopSettings).where(eq(shopSettings.key, MODEL_KEY)).get();
  const stored = storedKeySchema.safeParse(row?.value);
  return stored.success ? stored.data : undefined;
}

/** Saves the owner's key, or removes it (null), so GEMINI_API_KEY or canned answers apply again. */
export function writeModelKey(db: Db, key: string | null): void {
  if (key === null) {
    db.delete(shopSettings).where(eq(shopSettings.key, MODEL_KEY)).run();
    return;
  }
  const value = storedKeySchema.parse(key);
  db.insert(shopSettings).values({ key: MODEL_KEY, value }).onConflictDoUpdate({ target: shopSettings.key, set: { value } }).run();
}
