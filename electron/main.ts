// The desktop shell, kept thin: every behaviour lives in modules that run and are tested under plain
// Node (server/settings/desktopShop.ts and what it calls). This file only adds the window, the
// dialogs, the menu and the bridge's IPC handlers.
import { app, BrowserWindow, clipboard, dialog, ipcMain, Menu, nativeImage, shell, type MenuItemConstructorOptions } from 'electron';
import path from 'node:path';
import { DESKTOP_CHANNELS, type BackupExportResult, type BackupRestoreResult, type RestartResult } from '../common/desktopBridge';
import { createDesktopShop, type Opened } from '../server/settings/desktopShop';

// Packaged, the built front ends are extra resources (electron-builder.yml); unpackaged, `npm run build` output.
const frontEnds = app.isPackaged ? path.join(process.resourcesPath, 'front-ends') : path.join(app.getAppPath(), process.env.SHOP_BUILD_DIR ?? 'dist');
const desktop = createDesktopShop({
  userDataDir: app.getPath('userData'),
  env: process.env,
  frontEnds: { storefrontDir: path.join(frontEnds, 'storefront'), rendererDir: path.join(frontEnds, 'renderer') },
});
let window: BrowserWindow | undefined;

/** The first admin's password exists nowhere else: show it once, with a way to copy it. */
async function handOverFirstAdmin({ firstAdmin }: Opened) {
  if (!firstAdmin) return;
  const { response } = await dialog.showMessageBox({
    type: 'info',
    title: 'Your admin account',
    message: 'The shop made your admin account. Write the password down: it is shown only this once.',
    detail: `Username: ${firstAdmin.username}\nPassword: ${firstAdmin.password}`,
    buttons: ['Copy password', 'Done'],
    defaultId: 0,
  });
  if (response === 0) clipboard.writeText(firstAdmin.password);
}

async function showAdmin(route = '') {
  await window?.loadURL(desktop.adminUrl() + route);
}

async function exportBackup(): Promise<BackupExportResult> {
  const { canceled, filePath } = await dialog.showSaveDialog({
    title: 'Export backup',
    defaultPath: desktop.defaultBackupPath(),
    filters: [{ name: 'Shop backup', extensions: ['tar.gz'] }],
  });
  if (canceled || !filePath) return { status: 'cancelled' };
  return desktop.exportBackup(filePath);
}

async function restoreBackup(): Promise<BackupRestoreResult> {
  const { canceled, filePaths } = await dialog.showOpenDialog({
    title: 'Restore backup',
    defaultPath: path.join(desktop.dataDir(), 'backups'),
    filters: [{ name: 'Shop backup', extensions: ['gz'] }],
    properties: ['openFile'],
  });
  const archive = filePaths[0];
  if (canceled || !archive) return { status: 'cancelled' };
  const { response } = await dialog.showMessageBox({
    type: 'warning',
    message: 'Replace the shop’s data with this backup?',
    detail: `${path.basename(archive)}\n\nProducts, orders, accounts and pictures become those of the backup. A copy of today’s data is saved in the backups folder first. The shop closes for a moment while the files are swapped.`,
    buttons: ['Restore', 'Cancel'],
    defaultId: 1,
    cancelId: 1,
  });
  if (response !== 0) return { status: 'cancelled' };
  try {
    return await desktop.restore(archive);
  } catch (error) {
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

async function restartShop(): Promise<RestartResult> {
  const { firstAdmin, ...result } = await desktop.restart();
  await handOverFirstAdmin({ firstAdmin });
  await showAdmin();
  return result;
}

async function showNetworkAddress() {
  const { localUrl, thisComputerOnly, network } = await desktop.addresses();
  const first = network[0];
  await dialog.showMessageBox({
    type: 'info',
    title: 'Shop address',
    message: first ? `Shoppers on your network can open ${first.url}` : 'Shoppers cannot reach the shop from the network.',
    detail: first
      ? [network.length > 1 ? `Other addresses of this computer: ${network.slice(1).map((address) => address.url).join(', ')}` : '', 'Scan the code with a phone on the same Wi-Fi.'].filter(Boolean).join('\n')
      : thisComputerOnly
        ? `The shop is open on this computer only (${localUrl}). Change "Who can open the shop" in Settings.`
        : 'This computer is not connected to a network.',
    icon: first ? nativeImage.createFromDataURL(first.qrDataUrl) : undefined,
  });
}

/** Results the window does not show itself (menu use) are told in a message box. */
async function tell(result: BackupExportResult | BackupRestoreResult) {
  if (result.status === 'cancelled') return;
  if (result.status === 'saved') await dialog.showMessageBox({ type: 'info', message: 'Backup saved.', detail: result.file });
  else if (result.status === 'restored') {
    await dialog.showMessageBox({ type: 'info', message: 'The backup was restored.', detail: `Your data from before was saved in ${result.safetyCopy}` });
    await showAdmin();
  } else await dialog.showMessageBox({ type: 'error', message: result.status === 'refused' ? 'This backup was not restored.' : 'Something went wrong.', detail: result.message });
}

function menu(): Menu {
  const shopMenu: MenuItemConstructorOptions[] = [
    { label: 'Open storefront in browser', click: () => void shell.openExternal(desktop.localUrl()) },
    { label: 'Show shop address on the network…', click: () => void showNetworkAddress() },
    { type: 'separator' },
    { label: 'Export backup…', click: () => void exportBackup().then(tell) },
    { label: 'Restore backup…', click: () => void restoreBackup().then(tell) },
    { label: 'Open data folder', click: () => void shell.openPath(desktop.dataDir()) },
    { type: 'separator' },
    { label: 'Settings…', accelerator: 'CmdOrCtrl+,', click: () => void showAdmin('/settings') },
    { type: 'separator' },
    { role: 'quit' },
  ];
  return Menu.buildFromTemplate([{ label: 'Shop', submenu: shopMenu }, { role: 'editMenu' }, { role: 'viewMenu' }]);
}

function bridgeHandlers() {
  ipcMain.handle(DESKTOP_CHANNELS.shopAddresses, () => desktop.addresses());
  ipcMain.handle(DESKTOP_CHANNELS.openStorefront, () => shell.openExternal(desktop.localUrl()));
  ipcMain.handle(DESKTOP_CHANNELS.openDataFolder, async () => void (await shell.openPath(desktop.dataDir())));
  ipcMain.handle(DESKTOP_CHANNELS.exportBackup, () => exportBackup());
  ipcMain.handle(DESKTOP_CHANNELS.restoreBackup, () => restoreBackup());
  ipcMain.handle(DESKTOP_CHANNELS.readSettings, () => desktop.settings());
  ipcMain.handle(DESKTOP_CHANNELS.chooseDataFolder, async () => {
    const { canceled, filePaths } = await dialog.showOpenDialog({ title: 'Choose the data folder', properties: ['openDirectory', 'createDirectory'] });
    return canceled ? null : (filePaths[0] ?? null);
  });
  ipcMain.handle(DESKTOP_CHANNELS.saveSettings, (_event, settings: unknown) => desktop.saveSettings(settings));
  ipcMain.handle(DESKTOP_CHANNELS.restartShop, () => restartShop());
}

app.whenReady().then(async () => {
  let opened: Opened;
  try {
    opened = await desktop.open();
  } catch (error) {
    dialog.showErrorBox('The shop could not start', `${error instanceof Error ? error.message : String(error)}\n\nSettings are in ${path.join(app.getPath('userData'), 'settings.json')}.`);
    app.quit();
    return;
  }
  bridgeHandlers();
  Menu.setApplicationMenu(menu());
  window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 380,
    title: 'Shop admin',
    webPreferences: { preload: path.join(import.meta.dirname, '../preload/preload.cjs'), contextIsolation: true, nodeIntegration: false, sandbox: true },
  });
  // Links to the storefront or elsewhere open in the owner's browser, not inside the admin window.
  window.webContents.setWindowOpenHandler(({ url }) => {
    void shell.openExternal(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event, url) => {
    if (!url.startsWith(desktop.localUrl())) {
      event.preventDefault();
      void shell.openExternal(url);
    }
  });
  await showAdmin();
  await handOverFirstAdmin(opened);
});

app.on('window-all-closed', () => {
  void desktop.close().then(() => app.quit());
});
