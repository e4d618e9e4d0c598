// The desktop shell: only what needs Electron (window, dialogs, menu, IPC). Everything else is in
// ./shell (bundled as out/main/shell.js and tested under plain Node from that bundle).
import {
  app,
  BrowserWindow,
  clipboard,
  dialog,
  ipcMain,
  Menu,
  nativeImage,
  session,
  shell,
  type IpcMainInvokeEvent,
} from 'electron';
import path from 'node:path';
import { DESKTOP_CHANNELS, DESKTOP_ROUTES, type BackupExportResult, type DesktopBridge } from '../common/desktopBridge';
import * as plain from './shell';

// Before anything reads it (the single-instance lock lives there too).
app.setPath('userData', plain.desktopDir(app.getPath('appData'), process.env));

// A second launch only brings the running app forward: two apps cannot share one data folder and port.
const firstInstance = app.requestSingleInstanceLock();
if (!firstInstance) app.quit();

const desktop = plain.createShellShop(
  { isPackaged: app.isPackaged, resourcesPath: process.resourcesPath, appPath: app.getAppPath(), env: process.env },
  app.getPath('userData'),
);
let window: BrowserWindow | undefined;

const show = (message: plain.Message) =>
  window ? dialog.showMessageBox(window, message) : dialog.showMessageBox(message);

async function handOverFirstAdmin({ firstAdmin }: plain.Opened) {
  if (firstAdmin && (await show(plain.firstAdminMessage(firstAdmin))).response === 0)
    clipboard.writeText(firstAdmin.password);
}

const showAdmin = (route = '') => window?.loadURL(desktop.adminUrl() + route);

/** Opens a link in the owner's browser, only when it is a web address (never file: or a program's scheme). */
function openInBrowser(url: string) {
  if (plain.linkTarget(url, desktop.localUrl()) !== 'nowhere') void shell.openExternal(url);
}

async function exportBackup(): Promise<BackupExportResult> {
  const options = {
    title: 'Export backup',
    defaultPath: desktop.defaultBackupPath(),
    filters: [{ name: 'Shop backup', extensions: ['tar.gz'] }],
  };
  const { canceled, filePath } = window
    ? await dialog.showSaveDialog(window, options)
    : await dialog.showSaveDialog(options);
  return canceled || !filePath ? { status: 'cancelled' } : desktop.exportBackup(filePath);
}

async function tell(result: BackupExportResult) {
  const message = plain.resultMessage(result);
  if (message) await show(message);
}

async function showNetworkAddress() {
  const addresses = await desktop.addresses();
  const message = plain.networkAddressMessage(addresses);
  const qr = addresses.network[0]?.qrDataUrl;
  await (window
    ? dialog.showMessageBox(window, { ...message, icon: qr ? nativeImage.createFromDataURL(qr) : undefined })
    : dialog.showMessageBox(message));
}

/** Each bridge call answers only the shop's own pages (a page that navigated elsewhere gets nothing). */
function handle<K extends keyof DesktopBridge>(
  name: K,
  answer: (
    ...args: Parameters<DesktopBridge[K]>
  ) => ReturnType<DesktopBridge[K]> | Awaited<ReturnType<DesktopBridge[K]>>,
) {
  ipcMain.handle(DESKTOP_CHANNELS[name], (event: IpcMainInvokeEvent, ...args: unknown[]) => {
    if (!plain.isShopUrl(event.senderFrame?.url ?? '', desktop.localUrl()))
      throw new Error('Only the shop’s own pages may use the desktop app.');
    return answer(...(args as Parameters<DesktopBridge[K]>));
  });
}

function bridgeHandlers() {
  handle('shopAddresses', () => desktop.addresses());
  handle('openStorefront', () => shell.openExternal(desktop.localUrl()));
  handle('openDataFolder', async () => void (await shell.openPath(desktop.dataDir())));
  handle('exportBackup', () => exportBackup());
  handle('readSettings', () => desktop.settings());
  handle('chooseDataFolder', async () => {
    const { canceled, filePaths } = await dialog.showOpenDialog({
      title: 'Choose the data folder',
      properties: ['openDirectory', 'createDirectory'],
    });
    return canceled ? null : (filePaths[0] ?? null);
  });
  handle('saveSettings', (settings) => desktop.saveSettings(settings));
  handle('restartShop', async () => {
    const { firstAdmin, ...result } = await desktop.restart();
    await handOverFirstAdmin({ firstAdmin });
    await showAdmin(DESKTOP_ROUTES.settings);
    return result;
  });
}

/** Every page the app shows, now or later, stays on the shop's origin; other web links open in the browser. */
function guardContents() {
  app.on('web-contents-created', (_event, contents) => {
    const guard = (event: { preventDefault: () => void }, url: string) => {
      if (plain.linkTarget(url, desktop.localUrl()) === 'window') return;
      event.preventDefault();
      openInBrowser(url);
    };
    contents.on('will-navigate', guard);
    contents.on('will-redirect', guard);
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      openInBrowser(url);
      return { action: 'deny' };
    });
  });
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [plain.WINDOW_CSP] } });
  });
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, allow) => allow(false));
}

app.on('second-instance', () => {
  if (window?.isMinimized()) window.restore();
  window?.focus();
});

app.whenReady().then(async () => {
  if (!firstInstance) return;
  let opened: plain.Opened;
  try {
    opened = await desktop.open();
  } catch (error) {
    const { title, content } = plain.startFailedMessage(
      error,
      path.join(app.getPath('userData'), plain.DESKTOP_SETTINGS_FILE),
    );
    dialog.showErrorBox(title, content);
    app.exit(1);
    return;
  }
  app.on('before-quit', (event) => {
    if (holdQuit()) event.preventDefault();
  });
  guardContents();
  bridgeHandlers();
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      plain.menuTemplate({
        openStorefront: () => openInBrowser(desktop.localUrl()),
        copyAddress: () =>
          void desktop.addresses().then((addresses) => clipboard.writeText(plain.shareableAddress(addresses))),
        showNetworkAddress: () => void showNetworkAddress(),
        exportBackup: () => void exportBackup().then(tell),
        openDataFolder: () => void shell.openPath(desktop.dataDir()),
        showAdmin: (route) => void showAdmin(route),
      }),
    ),
  );
  window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 380,
    title: 'Shop admin',
    webPreferences: plain.webPreferences(path.join(import.meta.dirname, '../preload/preload.cjs')),
  });
  await showAdmin();
  await handOverFirstAdmin(opened);
});

const holdQuit = plain.quitAfterClosing(
  () => desktop.close(),
  () => app.quit(),
  (error) => console.error('The shop did not close cleanly:', error),
);
app.on('window-all-closed', () => app.quit());
