// The admin window's small, typed bridge to the desktop app (context isolation and the sandbox on):
// one function per action, each a single IPC call that electron/main.ts answers.
import { contextBridge, ipcRenderer } from 'electron';
import { DESKTOP_CHANNELS, type DesktopBridge } from '../common/desktopBridge';

const desktop: DesktopBridge = {
  shopAddresses: () => ipcRenderer.invoke(DESKTOP_CHANNELS.shopAddresses),
  openStorefront: () => ipcRenderer.invoke(DESKTOP_CHANNELS.openStorefront),
  openDataFolder: () => ipcRenderer.invoke(DESKTOP_CHANNELS.openDataFolder),
  exportBackup: () => ipcRenderer.invoke(DESKTOP_CHANNELS.exportBackup),
  readSettings: () => ipcRenderer.invoke(DESKTOP_CHANNELS.readSettings),
  chooseDataFolder: () => ipcRenderer.invoke(DESKTOP_CHANNELS.chooseDataFolder),
  saveSettings: (settings) => ipcRenderer.invoke(DESKTOP_CHANNELS.saveSettings, settings),
  restartShop: () => ipcRenderer.invoke(DESKTOP_CHANNELS.restartShop),
};

contextBridge.exposeInMainWorld('desktop', desktop);
