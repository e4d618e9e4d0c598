import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { desktopSettingsSchema, type DesktopSettings } from '../../common/desktop';
import type { DesktopSettingsView } from '../../common/desktopBridge';
import { databaseHasAdmin, generateAdminPassword } from '../admin/bootstrap';
import { loadConfig, type Config } from '../config';

/**
 * What the desktop app remembers between starts, in settings.json in its own folder (Electron's
 * userData): where the shop listens, where its data lives, and the first admin's username.
 */
export const DESKTOP_SETTINGS_FILE = 'settings.json';

/** Reads the settings; a missing or damaged file gives the defaults instead of stopping the app. */
export function readDesktopSettings(file: string): DesktopSettings {
  try {
    return desktopSettingsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return desktopSettingsSchema.parse({});
  }
}

/** Validates and saves the settings; the file is replaced whole, so a crash never leaves half of one. */
export function writeDesktopSettings(file: string, settings: DesktopSettings): DesktopSettings {
  const valid = desktopSettingsSchema.parse(settings);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(valid, null, 2));
  renameSync(`${file}.tmp`, file);
  return valid;
}

/** The data folder in use: the chosen one, or `shop-data` inside the app's own folder. */
export const defaultDataDir = (userDataDir: string) => path.join(userDataDir, 'shop-data');
export const dataDirInUse = (settings: DesktopSettings, userDataDir: string) =>
  settings.dataDir ?? defaultDataDir(userDataDir);

export function settingsView(settings: DesktopSettings, userDataDir: string): DesktopSettingsView {
  return {
    ...settings,
    dataDirInUse: dataDirInUse(settings, userDataDir),
    defaultDataDir: defaultDataDir(userDataDir),
  };
}

/** The server's environment for these settings (docs/architecture.md, Runtime contract). */
export function serverEnvironment(settings: DesktopSettings, userDataDir: string): Record<string, string> {
  return { PORT: String(settings.port), HOST: settings.host, SHOP_DATA_DIR: dataDirInUse(settings, userDataDir) };
}

export type FirstAdmin = { username: string; password: string };

/**
 * The server configuration the desktop app starts the shop with. When the data folder has no admin
 * yet (first start, or a new data folder), a password is made here so the app can show it to the
 * owner once; SHOP_ADMIN_USER / SHOP_ADMIN_PASSWORD in the environment still win.
 */
export function desktopServerConfig(
  settings: DesktopSettings,
  userDataDir: string,
  env: NodeJS.ProcessEnv,
): { config: Config; firstAdmin?: FirstAdmin } {
  const shopEnv: NodeJS.ProcessEnv = { ...env, ...serverEnvironment(settings, userDataDir) };
  const dataDir = dataDirInUse(settings, userDataDir);
  const needsAdmin =
    !env.SHOP_ADMIN_PASSWORD && !(existsSync(dataDir) && databaseHasAdmin(path.join(dataDir, 'shop.db')));
  if (!needsAdmin) return { config: loadConfig(shopEnv) };
  const firstAdmin = { username: env.SHOP_ADMIN_USER ?? settings.adminUser, password: generateAdminPassword() };
  return {
    config: loadConfig({ ...shopEnv, SHOP_ADMIN_USER: firstAdmin.username, SHOP_ADMIN_PASSWORD: firstAdmin.password }),
    firstAdmin,
  };
}

// Where the shop's links point is the shop's business (shop/publicUrl.ts, below every feature); the
// desktop app lists the same addresses in its QR code.
export { lanAddresses } from '../shop/publicUrl';
