// The desktop shell, kept thin: every behaviour lives in modules that run and are tested under plain
// Node (server/start.ts, server/desktop/settings.ts). This file only wires them to Electron.
import { app, BrowserWindow, dialog, ipcMain, Menu, shell } from 'electron';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { lanAddresses, readDesktopSettings, serverEnvironment } from '../server/desktop/settings';
import { startShopServer, type RunningShop } from '../server/start';

let shop: RunningShop | undefined;

async function openShop(): Promise<RunningShop> {
  const settings = readDesktopSettings(path.join(app.getPath('userData'), 'settings.json'));
  const config = loadConfig({ ...process.env, ...serverEnvironment(settings, app.getPath('userData')) });
  return startShopServer(config);
}

function buildMenu(running: RunningShop) {
  const localUrl = `http://127.0.0.1:${running.port}`;
  return Menu.buildFromTemplate([
    {
      label: 'Shop',
      submenu: [
        { label: 'Open storefront in browser', click: () => void shell.openExternal(localUrl) },
        {
          label: 'Show shop address on the network',
          click: () => {
            const addresses = lanAddresses(running.port);
            void dialog.showMessageBox({
              message: 'Shoppers on your network can open:',
              detail: addresses.length > 0 ? addresses.join('\n') : 'This computer is not connected to a network.',
            });
          },
        },
        { label: 'Open data folder', click: () => void shell.openPath(running.deps.config.dataDir) },
        { type: 'separator' },
        { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    { role: 'viewMenu' },
  ]);
}

app.whenReady().then(async () => {
  try {
    shop = await openShop();
  } catch (error) {
    dialog.showErrorBox('The shop could not start', error instanceof Error ? error.message : String(error));
    app.quit();
    return;
  }
  Menu.setApplicationMenu(buildMenu(shop));
  ipcMain.handle('shop:lan-addresses', () => lanAddresses(shop!.port));
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    webPreferences: { preload: path.join(import.meta.dirname, '../preload/preload.mjs'), contextIsolation: true, nodeIntegration: false, sandbox: true },
  });
  // Links to the storefront or elsewhere open in the owner's browser, not inside the admin window.
  window.webContents.setWindowOpenHandler(({ url }) => {
    void shell.openExternal(url);
    return { action: 'deny' };
  });
  await window.loadURL(`http://127.0.0.1:${shop.port}/admin`);
});

app.on('window-all-closed', () => {
  void (shop?.close() ?? Promise.resolve()).then(() => app.quit());
});
