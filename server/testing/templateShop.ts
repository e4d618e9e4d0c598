import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { ensureAdmin } from '../admin/bootstrap';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { loadDemoCatalogIfEmpty } from '../demo/seed';

const made = new Map<string, Promise<string>>();

/**
 * Test data is removed when the test run ends (templates are some megabytes each, and a day of runs
 * left over a hundred in the temporary folder). Test runners end their worker processes without an
 * exit event, so vitest.config.ts and playwright.config.ts call this first: their own process makes
 * one folder for the run, its workers inherit it through the environment and put their templates and
 * test shops in it, and the runner's process removes it when it exits.
 */
export function testDataFolderForThisRun(): void {
  if (process.env.SHOP_TEST_DATA_ROOT) return;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-run-'));
  process.env.SHOP_TEST_DATA_ROOT = dir;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
}

/**
 * Outside a test runner (a script, a bench), the templates this process made are removed when it
 * exits. Kept on globalThis: a module loaded afresh for each test file in one process still
 * registers one exit listener, not one per file.
 */
const TEMPLATES = Symbol.for('shop.testing.templateDirs');
function removeAtExit(dir: string) {
  const store = globalThis as { [TEMPLATES]?: Set<string> };
  if (!store[TEMPLATES]) {
    const dirs = new Set<string>();
    store[TEMPLATES] = dirs;
    process.once('exit', () => {
      for (const template of dirs) rmSync(template, { recursive: true, force: true });
    });
  }
  store[TEMPLATES].add(dir);
}

/**
 * A data folder with a migrated database, the test admin and (for `demo`) the demo catalog with its
 * pictures, made once per test process and copied into each new test shop: migrating, hashing the
 * admin's password and re-encoding 78 demo pictures for every test would cost seconds each.
 * The copy has no JWT secret: each shop generates its own on start.
 */
export function templateDataDir(config: Config, demo: boolean): Promise<string> {
  const key = `${demo}:${config.adminUser}:${config.adminPassword}`;
  let template = made.get(key);
  if (!template) {
    template = makeTemplate(config, demo);
    made.set(key, template);
  }
  return template;
}

async function makeTemplate(config: Config, demo: boolean): Promise<string> {
  const dir = mkdtempSync(path.join(process.env.SHOP_TEST_DATA_ROOT ?? os.tmpdir(), 'shop-template-'));
  removeAtExit(dir);
  const uploadsDir = path.join(dir, 'uploads');
  mkdirSync(uploadsDir);
  const db = openDatabase(path.join(dir, 'shop.db'));
  const now = () => new Date();
  await ensureAdmin({ db, config, now });
  if (demo) await loadDemoCatalogIfEmpty({ db, uploadsDir, now, logger: pino({ level: 'silent' }) });
  // Closing checkpoints the WAL into shop.db, so the folder is whole when copied.
  db.$client.close();
  return dir;
}

/** Fills `dataDir` with a copy of the template. */
export function copyTemplate(template: string, dataDir: string) {
  for (const entry of readdirSync(template))
    cpSync(path.join(template, entry), path.join(dataDir, entry), { recursive: true });
}
