import path from 'node:path';
import type { AppDeps } from '../server/deps';

/** Where the running app sits: Electron's app.isPackaged, process.resourcesPath and app.getAppPath(). */
export type AppLocation = { isPackaged: boolean; resourcesPath: string; appPath: string; env: NodeJS.ProcessEnv };

export type ShopFiles = Required<Pick<AppDeps, 'storefrontDir' | 'rendererDir' | 'migrationsDir'>>;

/**
 * The files the embedded shop loads from outside the bundle. Packaged, they are extra resources
 * (electron-builder.yml, extraResources); run from the project (`electron .`), they are the outputs
 * of `npm run build` and the checked-in migrations. scripts/check-package.test.ts holds the two
 * lists to each other.
 */
export function shopFiles({ isPackaged, resourcesPath, appPath, env }: AppLocation): ShopFiles {
  if (isPackaged) {
    return {
      storefrontDir: path.join(resourcesPath, PACKAGED.storefront),
      rendererDir: path.join(resourcesPath, PACKAGED.renderer),
      migrationsDir: path.join(resourcesPath, PACKAGED.migrations),
    };
  }
  const buildDir = path.resolve(appPath, env.SHOP_BUILD_DIR ?? 'dist');
  return {
    storefrontDir: path.join(buildDir, 'storefront'),
    rendererDir: path.join(buildDir, 'renderer'),
    migrationsDir: path.join(appPath, 'server', 'db', 'migrations'),
  };
}

/**
 * The app's own folder: settings.json and, unless the owner chose another, the data folder. Named
 * here rather than left to Electron (which takes package.json's name, or the product name where
 * electron-builder sets one) so that the README can say where it is. SHOP_DESKTOP_DIR moves it, for
 * tests and for owners who keep two shops apart.
 */
export const APP_FOLDER = 'shirt-shop';
export const desktopDir = (appData: string, env: NodeJS.ProcessEnv) =>
  env.SHOP_DESKTOP_DIR ? path.resolve(env.SHOP_DESKTOP_DIR) : path.join(appData, APP_FOLDER);

/** Folders under the packaged app's resources folder. */
export const PACKAGED = {
  storefront: 'front-ends/storefront',
  renderer: 'front-ends/renderer',
  migrations: 'migrations',
} as const;
