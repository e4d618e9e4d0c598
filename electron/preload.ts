// The admin window's small, typed bridge to the desktop shell (context isolation on).
import { contextBridge, ipcRenderer } from 'electron';

const desktop = {
  lanAddresses: (): Promise<string[]> => ipcRenderer.invoke('shop:lan-addresses'),
};

export type DesktopBridge = typeof desktop;
contextBridge.exposeInMainWorld('desktop', desktop);
