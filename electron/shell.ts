// Everything electron/main.ts does that does not need Electron itself, bundled as its own file
// (out/main/shell.js) so that tests load exactly what the packaged app runs, under plain Node.
import { createDesktopShop } from '../server/desktop/desktopShop';
import { shopFiles, type AppLocation } from './layout';

export { desktopDir } from './layout';

export {
  firstAdminMessage,
  networkAddressMessage,
  resultMessage,
  shareableAddress,
  startFailedMessage,
  type Message,
} from './dialogs';
export { menuTemplate, type ShopMenuActions } from './menu';
export { quitAfterClosing } from './quit';
export { isShopUrl, linkTarget, WINDOW_CSP, webPreferences } from './security';
export { DESKTOP_SETTINGS_FILE } from '../server/desktop/desktopSettings';
export type { Opened } from '../server/desktop/desktopShop';

/** The shop as the desktop app runs it: its settings in `userDataDir`, its files where `location` says. */
export const createShellShop = (location: AppLocation, userDataDir: string) =>
  createDesktopShop({ userDataDir, env: location.env, files: shopFiles(location) });
