import { eq } from 'drizzle-orm';
import os from 'node:os';
import { publicUrlSchema } from '../../common/contract/settings';
import type { Db } from '../db/client';
import { shopSettings } from './schema';

const PUBLIC_URL_KEY = 'publicUrl';

/**
 * What each shop's database holds, kept in memory: the security headers read it on every request.
 * Written through writePublicUrl; a restore, which replaces the settings table, calls forgetSavedPublicUrl.
 */
const known = new WeakMap<Db, { url: string | undefined }>();

/** The shop's public address as the owner saved it in Settings, if they did. */
export function readSavedPublicUrl(db: Db): string | undefined {
  const cached = known.get(db);
  if (cached) return cached.url;
  const row = db.select().from(shopSettings).where(eq(shopSettings.key, PUBLIC_URL_KEY)).get();
  const saved = publicUrlSchema.safeParse(row?.value);
  const url = saved.success ? saved.data : undefined;
  known.set(db, { url });
  return url;
}

/** Saves the owner's public address; null removes it (SHOP_PUBLIC_URL, or the listening address, is used again). */
export function writePublicUrl(db: Db, url: string | null): void {
  if (url === null) db.delete(shopSettings).where(eq(shopSettings.key, PUBLIC_URL_KEY)).run();
  else
    db.insert(shopSettings)
      .values({ key: PUBLIC_URL_KEY, value: url })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value: url } })
      .run();
  known.set(db, { url: url ?? undefined });
}

/** After the settings table was replaced wholesale (a restore), the next read asks the database again. */
export const forgetSavedPublicUrl = (db: Db) => known.delete(db);

/**
 * The shop's address on its own network (the one the desktop app shows in its QR code), noted once
 * the server listens on every interface: links in mails and the order link for a hand order use it
 * when no public address is saved, instead of 127.0.0.1, which only the shop's own computer opens
 * (issue 35). Undefined when the shop listens on this computer only or has no network.
 */
const networkOrigins = new WeakMap<Db, string>();
export function noteNetworkOrigin(db: Db, host: string, port: number, interfaces?: Parameters<typeof lanAddresses>[1]) {
  const first = host === '127.0.0.1' || host === 'localhost' ? undefined : lanAddresses(port, interfaces)[0];
  if (first) networkOrigins.set(db, first);
  else networkOrigins.delete(db);
}
export const networkOrigin = (db: Db): string | undefined => networkOrigins.get(db);

/** The addresses shoppers on the same network type to reach the shop (IPv4, not loopback). */
export function lanAddresses(port: number, interfaces = os.networkInterfaces()): string[] {
  return Object.values(interfaces)
    .flat()
    .filter((info): info is os.NetworkInterfaceInfo => Boolean(info) && info!.family === 'IPv4' && !info!.internal)
    .map((info) => `http://${info.address}:${port}`);
}
