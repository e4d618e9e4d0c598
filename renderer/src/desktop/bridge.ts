import type { DesktopBridge } from '../../../common/desktopBridge';

declare global {
  interface Window {
    /** Present only inside the desktop app (electron/preload.ts). */
    desktop?: DesktopBridge;
  }
}

/** The desktop app's bridge, or undefined in a browser, where its screens and buttons are not shown. */
export const desktopBridge = (): DesktopBridge | undefined => window.desktop;
