import { eq } from 'drizzle-orm';
import { publicUrlSchema } from '../../common/contract/settings';
import type { Db } from '../db/client';
import { shopSettings } from './schema';

const PUBLIC_URL_KEY = 'publicUrl';

/** The shop's public address as the owner saved it in Settings, if they did. */
export function readSavedPublicUrl(db: Db): string | undefined {
  const row = db.select().from(shopSettings).where(eq(shopSettings.key, PUBLIC_URL_KEY)).get();
  const saved = publicUrlSchema.safeParse(row?.value);
  return saved.success ? saved.data : undefined;
}

/** Saves the owner's public address; null removes it (SHOP_PUBLIC_URL, or the listening address, is used again). */
export function writePublicUrl(db: Db, url: string | null): void {
  if (url === null) {
    db.delete(shopSettings).where(eq(shopSettings.key, PUBLIC_URL_KEY)).run();
    return;
  }
  db.insert(shopSettings).values({ key: PUBLIC_URL_KEY, value: url }).onConflictDoUpdate({ target: shopSettings.key, set: { value: url } }).run();
}
