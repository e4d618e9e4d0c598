import type { MenuItemConstructorOptions } from 'electron';

/** What the Shop menu does; electron/main.ts supplies each action. */
export type ShopMenuActions = {
  openStorefront: () => void;
  copyAddress: () => void;
  showNetworkAddress: () => void;
  exportBackup: () => void;
  restoreBackup: () => void;
  openDataFolder: () => void;
  openSettings: () => void;
};

/** The application menu (docs/architecture.md, Desktop shell): the Shop menu, then the usual Edit and View. */
export function menuTemplate(actions: ShopMenuActions): MenuItemConstructorOptions[] {
  const shop: MenuItemConstructorOptions[] = [
    { id: 'open-storefront', label: 'Open storefront in browser', click: actions.openStorefront },
    { id: 'copy-address', label: 'Copy shop address', click: actions.copyAddress },
    { id: 'network-address', label: 'Show shop address on the network…', click: actions.showNetworkAddress },
    { type: 'separator' },
    { id: 'export-backup', label: 'Export backup…', click: actions.exportBackup },
    { id: 'restore-backup', label: 'Restore backup…', click: actions.restoreBackup },
    { id: 'open-data-folder', label: 'Open data folder', click: actions.openDataFolder },
    { type: 'separator' },
    { id: 'settings', label: 'Settings…', accelerator: 'CmdOrCtrl+,', click: actions.openSettings },
    { type: 'separator' },
    { role: 'quit' },
  ];
  return [{ label: 'Shop', submenu: shop }, { role: 'editMenu' }, { role: 'viewMenu' }];
}
