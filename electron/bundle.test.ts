import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PACKAGED } from './layout';
import type * as Shell from './shell';
import { desktopBuildUnavailable, ensureDesktopBuild, freePort, ROOT } from './testing/built';

// docs/architecture.md, Desktop shell: the shop inside the desktop app runs from the bundle that
// electron-vite builds, and the packaged app carries every file it loads. These tests load
// out/main/shell.js (what out/main/main.js calls) under plain Node; only the window needs Electron.

/** What the tests read from electron-builder.yml, its several allowed shapes made one. */
type BuilderConfig = {
  appId?: string;
  productName?: string;
  files: string[];
  extraResources: { from: string; to: string }[];
  asarUnpack: string[];
  npmRebuild?: boolean;
  linux: { target: string[]; icon?: string };
  win: { target: string[]; icon?: string };
};

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

const unavailable = desktopBuildUnavailable();
if (unavailable)
  console.log(`electron/bundle.test.ts: the tests that load the desktop bundles are SKIPPED: ${unavailable}.`);

/** For the tests that load the bundles under out/: built first when needed, or skipped with the reason. */
function needsDesktopBundles() {
  beforeAll(() => {
    if (!unavailable) ensureDesktopBuild();
  }, 120_000);
  beforeEach((context) => {
    if (unavailable) context.skip(unavailable);
  });
}

// Loading the demo catalog re-encodes every demo picture (sharp): tens of seconds on a busy 2-core machine.
const DEMO_START = 180_000;

/** Starts the shop the way out/main/main.js does, from the shell module at `shellFile`, on a fresh app folder on loopback. */
async function startLikeMain(
  shellFile: string,
  location: { isPackaged: boolean; resourcesPath: string; appPath: string },
) {
  const shell = (await import(pathToFileURL(shellFile).href)) as typeof Shell;
  const userData = tempDir('shop-desktop-bundle-');
  writeFileSync(path.join(userData, 'settings.json'), JSON.stringify({ port: await freePort(), host: '127.0.0.1' }));
  const desktop = shell.createShellShop({ ...location, env: { LOG_LEVEL: 'silent', SHOP_DEMO_DATA: '1' } }, userData);
  cleanup.push(() => desktop.close());
  const opened = await desktop.open();
  return { desktop, opened, userData };
}

/** What an owner and a shopper first see, checked over HTTP: the catalog, both front ends, a demo picture. */
async function expectShopServes(base: string) {
  const catalog = JSON.parse(readFileSync(path.join(ROOT, 'resources/demo/catalog.json'), 'utf8')) as unknown[];
  const products = (await (await fetch(`${base}/api/products?limit=${catalog.length}`)).json()) as {
    success: boolean;
    data: { imageUrl: string }[];
  };
  expect(products.success).toBe(true);
  expect(products.data).toHaveLength(catalog.length);
  for (const page of ['/', '/admin']) {
    const response = await fetch(base + page);
    expect(response.status, page).toBe(200);
    expect(response.headers.get('content-type'), page).toMatch(/^text\/html/);
    expect(await response.text(), page).toMatch(/<script type="module"[^>]*src="\/(admin\/)?assets\//);
  }
  const picture = await fetch(base + products.data[0]!.imageUrl);
  expect(picture.status).toBe(200);
  expect(picture.headers.get('content-type')).toMatch(/^image\//);
  expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(1000);
}

const journalTags = () =>
  (
    JSON.parse(readFileSync(path.join(ROOT, 'server/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    }
  ).entries.map((entry) => entry.tag);

describe('the desktop bundle under out/', () => {
  needsDesktopBundles();

  it(
    'starts the shop from out/main/shell.js: catalog, storefront, admin app, migrations and demo pictures',
    async () => {
      const { desktop, opened, userData } = await startLikeMain(path.join(ROOT, 'out/main/shell.js'), {
        isPackaged: false,
        resourcesPath: path.join(ROOT, 'no-resources-when-unpackaged'),
        appPath: ROOT,
      });
      expect(opened.firstAdmin).toEqual({ username: 'admin', password: expect.any(String) });
      expect(desktop.dataDir()).toBe(path.join(userData, 'shop-data'));
      const applied = desktop
        .shop()
        .deps.db.$client.prepare('select count(*) as n from __drizzle_migrations')
        .get() as { n: number };
      expect(applied.n).toBe(journalTags().length);
      await expectShopServes(desktop.localUrl());

      const url = desktop.localUrl();
      await desktop.close();
      await expect(fetch(`${url}/api/shop`)).rejects.toThrow();
    },
    DEMO_START,
  );

  it('keeps Electron-only code in main.js: everything it imports by name is electron, node:path or the tested shell.js', () => {
    const main = readFileSync(path.join(ROOT, 'out/main/main.js'), 'utf8');
    // Rollup repeats shell.js's external imports as bare `import "x";` lines; those bind nothing.
    const named = [...main.matchAll(/^import\s+(?!["'])[^;]*?from\s+["']([^"']+)["']/gm)].map((match) => match[1]);
    expect(new Set(named)).toEqual(new Set(['electron', 'node:path', './shell.js']));
    expect(main).toContain('../preload/preload.cjs');
    expect(existsSync(path.join(ROOT, 'out/preload/preload.cjs'))).toBe(true);
  });
});

/** electron-builder.yml as electron-builder reads and validates it (its own loader and schema). */
async function builderConfig(): Promise<BuilderConfig> {
  // app-builder-lib is electron-builder's engine; this is the loader `electron-builder` itself runs.
  const { getConfig, validateConfiguration } = await import('app-builder-lib/out/util/config/config.js');
  const config = await getConfig(ROOT, path.join(ROOT, 'electron-builder.yml'), null);
  // Schema errors throw; the logger only collects debug notes, which nobody reads here.
  await validateConfiguration(config, { isEnabled: false, add: () => {} } as unknown as Parameters<
    typeof validateConfiguration
  >[1]);
  const files = [config.files ?? []]
    .flat()
    .flatMap((set) => (typeof set === 'string' ? [set] : [set.filter ?? []].flat()));
  const extraResources = [config.extraResources ?? []].flat().map((set) => {
    if (typeof set === 'string' || !set.from || !set.to)
      throw new Error(`Unexpected extraResources entry ${JSON.stringify(set)}: give each one from and to.`);
    return { from: set.from, to: set.to };
  });
  return {
    appId: config.appId ?? undefined,
    productName: config.productName ?? undefined,
    files,
    extraResources,
    asarUnpack: [config.asarUnpack ?? []].flat(),
    npmRebuild: config.npmRebuild,
    linux: { target: targetNames(config.linux?.target), icon: config.linux?.icon ?? undefined },
    win: { target: targetNames(config.win?.target), icon: config.win?.icon ?? undefined },
  };
}

const targetNames = (target: unknown): string[] =>
  [target ?? []].flat().map((entry) => (typeof entry === 'string' ? entry : (entry as { target: string }).target));

/**
 * Lays the app out as electron-builder would: `files` into the app folder (with the project's
 * node_modules standing in for the production dependencies it adds), `extraResources` into the
 * resources folder. Only the pattern forms this project uses are understood; another form fails
 * here rather than being guessed at.
 */
function stagePackagedApp(config: BuilderConfig) {
  const stage = tempDir('shop-packaged-');
  const app = path.join(stage, 'app');
  const resources = path.join(stage, 'resources');
  mkdirSync(app);
  mkdirSync(resources);
  for (const pattern of config.files) {
    const folder = /^([\w./-]+)\/\*\*$/.exec(pattern)?.[1];
    if (folder) cpSync(path.join(ROOT, folder), path.join(app, folder), { recursive: true });
    else if (/^[\w./-]+$/.test(pattern)) cpSync(path.join(ROOT, pattern), path.join(app, pattern));
    else
      throw new Error(
        `electron/bundle.test.ts does not understand the files pattern "${pattern}": teach stagePackagedApp what electron-builder does with it.`,
      );
  }
  for (const { from, to } of config.extraResources)
    cpSync(path.join(ROOT, from), path.join(resources, to), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(app, 'node_modules'), 'dir');
  return { app, resources };
}

describe('electron-builder.yml', () => {
  it('packages for Linux (AppImage, deb) and Windows (NSIS) with the app id, product name and icon', async () => {
    const config = await builderConfig();
    expect(config.appId).toBe('pk.shirtshop.desktop');
    expect(config.productName).toBe('Karachi Shirt Co. Shop');
    expect(config.linux.target).toEqual(expect.arrayContaining(['AppImage', 'deb']));
    expect(config.win.target).toEqual(['nsis']);
    for (const icon of [config.linux.icon, config.win.icon]) {
      expect(icon).toBe('resources/icon.png');
      const png = readFileSync(path.join(ROOT, icon!));
      // PNG signature, then the IHDR width and height: installers want at least 256 px.
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(Math.min(png.readUInt32BE(16), png.readUInt32BE(20))).toBeGreaterThanOrEqual(256);
    }
  });

  it('unpacks the native modules from the archive and rebuilds them for Electron', async () => {
    const config = await builderConfig();
    expect(config.asarUnpack).toEqual(
      expect.arrayContaining(['node_modules/better-sqlite3/**', 'node_modules/sharp/**', 'node_modules/@img/**']),
    );
    expect(config.npmRebuild).not.toBe(false);
  });

  describe('the packaged app', () => {
    needsDesktopBundles();

    it(
      'carries every file the packaged app loads: staged from this file, the shop starts and serves',
      async () => {
        const config = await builderConfig();
        expect(config.extraResources).toEqual(
          expect.arrayContaining([
            { from: 'dist/storefront', to: PACKAGED.storefront },
            { from: 'dist/renderer', to: PACKAGED.renderer },
            { from: 'server/db/migrations', to: PACKAGED.migrations },
          ]),
        );
        const { app, resources } = stagePackagedApp(config);
        const main = (JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')) as { main: string }).main;
        expect(existsSync(path.join(app, main)), `package.json main (${main})`).toBe(true);
        expect(
          existsSync(path.join(app, path.dirname(main), '../preload/preload.cjs')),
          'the preload main.js loads',
        ).toBe(true);

        const { desktop } = await startLikeMain(path.join(app, 'out/main/shell.js'), {
          isPackaged: true,
          resourcesPath: resources,
          appPath: app,
        });
        expect(desktop.shop().deps.migrationsDir).toBe(path.join(resources, PACKAGED.migrations));
        expect(desktop.shop().deps.rendererDir).toBe(path.join(resources, PACKAGED.renderer));
        await expectShopServes(desktop.localUrl());
      },
      DEMO_START,
    );

    it('fails when a file the app loads is left out (here: the migrations)', async () => {
      const config = await builderConfig();
      const withoutMigrations = {
        ...config,
        extraResources: config.extraResources.filter((entry) => entry.to !== PACKAGED.migrations),
      };
      const { app, resources } = stagePackagedApp(withoutMigrations);
      await expect(
        startLikeMain(path.join(app, 'out/main/shell.js'), {
          isPackaged: true,
          resourcesPath: resources,
          appPath: app,
        }),
      ).rejects.toThrow(/_journal\.json|migration/i);
    });
  });
});
