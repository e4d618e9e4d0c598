import type { DesktopSettings } from './desktop';

/**
 * What the admin window may ask of the desktop app: the typed bridge electron/preload.ts exposes as
 * window.desktop, and the IPC channels electron/main.ts answers. Types and names only (no zod), so
 * the sandboxed preload bundles to a few lines.
 */

/** The settings as the settings screen shows them: with the data folder in use spelled out. */
export type DesktopSettingsView = DesktopSettings & { dataDirInUse: string; defaultDataDir: string };

export type ShopAddress = { url: string; qrDataUrl: string };
/** Where the shop can be opened: on this computer, and (unless it listens on 127.0.0.1 only) on the network. */
export type ShopAddresses = { localUrl: string; thisComputerOnly: boolean; network: ShopAddress[] };

export type BackupExportResult =
  { status: 'saved'; file: string; bytes: number } | { status: 'cancelled' } | { status: 'failed'; message: string };
export type RestartResult = { status: 'restarted' } | { status: 'failed'; message: string };
export type SaveSettingsResult =
  { status: 'saved'; settings: DesktopSettingsView } | { status: 'invalid'; message: string };

/** Everything the window may ask, and nothing more. */
export type DesktopBridge = {
  shopAddresses: () => Promise<ShopAddresses>;
  openStorefront: () => Promise<void>;
  openDataFolder: () => Promise<void>;
  exportBackup: () => Promise<BackupExportResult>;
  readSettings: () => Promise<DesktopSettingsView>;
  chooseDataFolder: () => Promise<string | null>;
  saveSettings: (settings: DesktopSettings) => Promise<SaveSettingsResult>;
  /** Closes the shop and opens it again with the saved settings; the window then moves to its new address. */
  restartShop: () => Promise<RestartResult>;
};

/**
 * Where the Shop menu takes the admin window, under /admin: the desktop-only screen (shown only when
 * window.desktop exists), and the Backups screen with its restore from a file open, so a restore from
 * the menu is the admin app's, with its preview and typed confirmation (decision 0138).
 */
export const DESKTOP_ROUTES = { settings: '/desktop', restoreBackup: '/backups?restore=file' } as const;
export type DesktopRoute = (typeof DESKTOP_ROUTES)[keyof typeof DESKTOP_ROUTES];

/** IPC channel names, one per bridge call. */
export const DESKTOP_CHANNELS = {
  shopAddresses: 'desktop:shop-addresses',
  openStorefront: 'desktop:open-storefront',
  openDataFolder: 'desktop:open-data-folder',
  exportBackup: 'desktop:export-backup',
  readSettings: 'desktop:read-settings',
  chooseDataFolder: 'desktop:choose-data-folder',
  saveSettings: 'desktop:save-settings',
  restartShop: 'desktop:restart-shop',
} as const satisfies Record<keyof DesktopBridge, string>;
