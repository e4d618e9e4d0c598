import Database from 'better-sqlite3';
import { count } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AppDeps } from '../deps';
import { hashPassword } from '../auth/passwords';
import { admins } from './schema';

/**
 * The first admin comes from SHOP_ADMIN_USER / SHOP_ADMIN_PASSWORD, or is made with a strong random
 * password printed once: there is no default admin password anywhere (docs/architecture.md).
 */
export async function ensureAdmin({ db, config, now }: Pick<AppDeps, 'db' | 'config' | 'now'>): Promise<void> {
  const existing = db.select({ total: count() }).from(admins).get()?.total ?? 0;
  if (existing > 0) return;
  const username = config.adminUser ?? 'admin';
  const password = config.adminPassword ?? generateAdminPassword();
  const passwordHash = await hashPassword(password, config.passwordHashRounds);
  db.insert(admins).values({ username, passwordHash, createdAt: now() }).run();
  if (!config.adminPassword) {
    process.stdout.write(
      `\nFirst admin account created.\n  Username: ${username}\n  Password: ${password}\n` +
        'This password is shown only once: keep it safe (or set SHOP_ADMIN_USER and SHOP_ADMIN_PASSWORD before the first start).\n\n',
    );
  }
}

/** 16 random characters (96 bits): strong, yet short enough to write down once. */
export const generateAdminPassword = () => randomBytes(12).toString('base64url');

/**
 * Whether the shop database at `file` already has an admin, looked at before the shop opens it (the
 * desktop app decides this way whether it must make and show the first admin's password).
 */
export function databaseHasAdmin(file: string): boolean {
  if (!existsSync(file)) return false;
  const sqlite = new Database(file, { fileMustExist: true });
  try {
    const table = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = 'admins'").get();
    return Boolean(table) && Boolean(sqlite.prepare('select 1 from admins limit 1').get());
  } finally {
    sqlite.close();
  }
}
