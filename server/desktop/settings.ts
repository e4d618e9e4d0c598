import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * What the desktop app remembers between starts (in its own settings.json): where the shop listens
 * and where its data lives. They become the server's environment (ARCHITECTURE.md, Runtime contract).
 */
export const desktopSettingsSchema = z.object({
  port: z.number().int().min(1).max(65535).default(3000),
  /** 0.0.0.0 lets shoppers on the shop's network in; 127.0.0.1 keeps the shop on this computer. */
  host: z.enum(['0.0.0.0', '127.0.0.1']).default('0.0.0.0'),
  dataDir: z.string().min(1).optional(),
});
export type DesktopSettings = z.infer<typeof desktopSettingsSchema>;

/** Reads the settings; a missing or damaged file gives the defaults instead of stopping the app. */
export function readDesktopSettings(file: string): DesktopSettings {
  try {
    return desktopSettingsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return desktopSettingsSchema.parse({});
  }
}

export function writeDesktopSettings(file: string, settings: DesktopSettings): DesktopSettings {
  const valid = desktopSettingsSchema.parse(settings);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(valid, null, 2));
  return valid;
}

/** The server's environment for these settings; the data folder defaults to one beside the settings. */
export function serverEnvironment(settings: DesktopSettings, userDataDir: string): Record<string, string> {
  return { PORT: String(settings.port), HOST: settings.host, SHOP_DATA_DIR: settings.dataDir ?? path.join(userDataDir, 'shop-data') };
}

/** The addresses shoppers on the same network type to reach the shop. */
export function lanAddresses(port: number, interfaces = os.networkInterfaces()): string[] {
  return Object.values(interfaces)
    .flat()
    .filter((info): info is os.NetworkInterfaceInfo => Boolean(info) && info!.family === 'IPv4' && !info!.internal)
    .map((info) => `http://${info.address}:${port}`);
}
