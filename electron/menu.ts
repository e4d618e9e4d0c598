import type { MenuItemConstructorOptions } from 'electron';
import { DESKTOP_ROUTES, type DesktopRoute } from '../common/desktopBridge';

/** What the Shop menu does; electron/main.ts supplies each action. */
export type ShopMenuActions = {
  openStorefront: () => void;
  copyAddress: () => void;
  showNetworkAddress: () => void;
  exportBackup: () => void;
  openDataFolder: () => void;
  /** Shows a screen of the admin app in the window (DESKTOP_ROUTES). */
  showAdmin: (route: DesktopRoute) => void;
};

/**
 * The application menu (docs/architecture.md, Desktop shell): the Shop menu, then the usual Edit and View.
 * Restore opens the admin app's own restore (decision 0138): the file is chosen there, and the owner sees
 * what the backup holds beside the shop now before typing RESTORE.
 */
export function menuTemplate(actions: ShopMenuActions): MenuItemConstructorOptions[] {
  const shop: MenuItemConstructorOptions[] = [
    { id: 'open-storefront', label: 'Open storefront in browser', click: actions.openStorefront },
    { id: 'copy-address', label: 'Copy shop address', click: actions.copyAddress },
    { id: 'network-address', label: 'Show shop address on the network…', click: actions.showNetworkAddress },
    { type: 'separator' },
    { id: 'export-backup', label: 'Export backup…', click: actions.exportBackup },
    { id: 'restore-backup', label: 'Restore backup…', click: () => actions.showAdmin(DESKTOP_ROUTES.restoreBackup) },
    { id: 'open-data-folder', label: 'Open data folder', click: actions.openDataFolder },
    { type: 'separator' },
    {
      id: 'settings',
      label: 'Settings…',
      accelerator: 'CmdOrCtrl+,',
      click: () => actions.showAdmin(DESKTOP_ROUTES.settings),
    },
    { type: 'separator' },
    { role: 'quit' },
  ];
  return [{ label: 'Shop', submenu: shop }, { role: 'editMenu' }, { role: 'viewMenu' }];
}
