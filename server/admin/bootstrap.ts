import { count } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../app';
import { hashPassword } from '../auth/passwords';
import { admins } from './schema';

/**
 * The first admin comes from SHOP_ADMIN_USER / SHOP_ADMIN_PASSWORD, or is made with a strong random
 * password printed once: there is no default admin password anywhere (ARCHITECTURE.md).
 */
export async function ensureAdmin({ db, config, now }: Pick<AppDeps, 'db' | 'config' | 'now'>): Promise<void> {
  const existing = db.select({ total: count() }).from(admins).get()?.total ?? 0;
  if (existing > 0) return;
  const username = config.adminUser ?? 'admin';
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  db.insert(admins).values({ username, passwordHash, createdAt: now() }).run();
  if (!config.adminPassword) {
    process.stdout.write(
      `\nFirst admin account created.\n  Username: ${username}\n  Password: ${password}\n` +
        'This password is shown only once: keep it safe (or set SHOP_ADMIN_USER and SHOP_ADMIN_PASSWORD before the first start).\n\n',
    );
  }
}
