import { cpSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { ensureAdmin } from '../admin/bootstrap';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { loadDemoCatalogIfEmpty } from '../demo/seed';

const made = new Map<string, Promise<string>>();

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
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-template-'));
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
