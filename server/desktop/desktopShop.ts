import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { desktopSettingsSchema } from '../../common/desktop';
import type {
  BackupExportResult,
  DesktopSettingsView,
  RestartResult,
  SaveSettingsResult,
  ShopAddresses,
} from '../../common/desktopBridge';
import { backupFileName } from '../backup/archive';
import { backupRunningShop, backupsFolder } from '../backup/runningShop';
import type { AppDeps } from '../deps';
import type { Config } from '../config';
import { describeZodError } from '../http/errors';
import { startShopServer, type RunningShop } from '../start';
import { desktopLogger } from './desktopLog';
import {
  defaultDataDir,
  desktopServerConfig,
  lanAddresses,
  readDesktopSettings,
  DESKTOP_SETTINGS_FILE,
  settingsView,
  writeDesktopSettings,
  type FirstAdmin,
} from './desktopSettings';

export type DesktopShopOptions = {
  /** The app's own folder (Electron's userData): settings.json, and the default data folder. */
  userDataDir: string;
  env: NodeJS.ProcessEnv;
  /** Where the app's built front ends and migrations are (electron/layout.ts), packaged or not. */
  files?: Pick<AppDeps, 'storefrontDir' | 'rendererDir' | 'migrationsDir'>;
  /** How a shop is started; tests move it to a free port. */
  start?: (config: Config) => Promise<RunningShop>;
  /** The machine's network interfaces; tests give their own. */
  networkInterfaces?: typeof os.networkInterfaces;
};

export type Opened = { firstAdmin?: FirstAdmin };

/**
 * Everything the desktop app does with its shop, under plain Node so that it is tested without
 * Electron: open it with the saved settings, restart it, back it up, and say where shoppers reach it.
 * electron/main.ts adds only windows, dialogs and the menu. A restore is the admin app's, in the
 * window (decision 0138): the shop keeps running through it.
 */
export function createDesktopShop({
  userDataDir,
  env,
  files,
  start,
  networkInterfaces = os.networkInterfaces,
}: DesktopShopOptions) {
  // One log file for the app's life: a restart starts the shop again on the same log.
  let log: ReturnType<typeof desktopLogger> | undefined;
  const startShop =
    start ??
    ((config: Config) =>
      startShopServer(config, { ...files, logger: (log ??= desktopLogger(userDataDir, config.logLevel)).logger }));
  const settingsFile = path.join(userDataDir, DESKTOP_SETTINGS_FILE);
  let running: RunningShop | undefined;

  const current = (): RunningShop => {
    if (!running) throw new Error('The shop is not running.');
    return running;
  };

  async function open(): Promise<Opened> {
    const { config, firstAdmin } = desktopServerConfig(readDesktopSettings(settingsFile), userDataDir, env);
    running = await startShop(config);
    return { firstAdmin };
  }

  const localUrl = () => `http://127.0.0.1:${current().port}`;

  return {
    open,
    /** The shop running now: a restart replaces it. */
    shop: current,
    localUrl,
    adminUrl: () => `${localUrl()}/admin`,
    dataDir: () => current().deps.config.dataDir,

    async addresses(): Promise<ShopAddresses> {
      const shop = current();
      const thisComputerOnly = shop.deps.config.host === '127.0.0.1';
      const urls = thisComputerOnly ? [] : lanAddresses(shop.port, networkInterfaces());
      const network = await Promise.all(
        urls.map(async (url) => ({
          url,
          qrDataUrl: await QRCode.toDataURL(url, { margin: 1, width: 240, errorCorrectionLevel: 'M' }),
        })),
      );
      return { localUrl: localUrl(), thisComputerOnly, network };
    },

    settings: (): DesktopSettingsView => settingsView(readDesktopSettings(settingsFile), userDataDir),

    saveSettings(input: unknown): SaveSettingsResult {
      const parsed = desktopSettingsSchema.safeParse(input);
      if (!parsed.success) return { status: 'invalid', message: describeZodError(parsed.error) };
      const dataDir = parsed.data.dataDir;
      if (dataDir !== undefined && !path.isAbsolute(dataDir))
        return { status: 'invalid', message: 'Choose the data folder with its full path' };
      // The default folder is kept as "no choice", so it follows the app folder if that ever moves.
      const saved = writeDesktopSettings(settingsFile, {
        ...parsed.data,
        dataDir: dataDir && path.resolve(dataDir) !== defaultDataDir(userDataDir) ? path.resolve(dataDir) : undefined,
      });
      return { status: 'saved', settings: settingsView(saved, userDataDir) };
    },

    /** Closes the shop and opens it with the saved settings; if they do not work, with the ones it had. */
    async restart(): Promise<RestartResult & Opened> {
      const previous = current().deps.config;
      await current().close();
      running = undefined;
      try {
        return { status: 'restarted', ...(await open()) };
      } catch (error) {
        running = await startShop(previous);
        return {
          status: 'failed',
          message: `The shop could not start with the new settings, so it runs with the previous ones (${error instanceof Error ? error.message : String(error)}).`,
        };
      }
    },

    defaultBackupPath: () => path.join(backupsFolder(current()), backupFileName(current().deps.now())),

    async exportBackup(target: string): Promise<BackupExportResult> {
      try {
        const { file, bytes } = await backupRunningShop(current(), target);
        return { status: 'saved', file, bytes };
      } catch (error) {
        return {
          status: 'failed',
          message: `The backup could not be written (${error instanceof Error ? error.message : String(error)}).`,
        };
      }
    },

    async close() {
      await running?.close();
      running = undefined;
      // The last lines reach the file before the app exits; a shop opened again starts a new log.
      await log?.close();
      log = undefined;
    },
  };
}

export type DesktopShop = ReturnType<typeof createDesktopShop>;
