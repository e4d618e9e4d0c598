import Database from 'better-sqlite3';
import { statSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { users } from '../users/schema';
import { eq } from 'drizzle-orm';
import { adminToken, createShopper } from '../testing/identities';
import { testShopForFile } from '../testing/fileShop';
import { TEST_ADMIN } from '../testing/testShop';
import { errorHandler } from './errors';

const shop = testShopForFile({ rateLimitMax: 1000, env: { REQUEST_TIMEOUT_SECONDS: '1' } });

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('the smaller findings of issue 23 (6)', () => {
  it("limits guesses of a shopper's current password on a password change to 5 a quarter hour", async () => {
    const shopper = createShopper(shop);
    shop.deps.db
      .update(users)
      .set({ passwordHash: await hashPassword('right-password', 4) })
      .where(eq(users.id, shopper.id))
      .run();
    for (let i = 0; i < 5; i++)
      expect(
        (
          await shop.call('POST', '/api/users/change-password', {
            token: shopper.token,
            body: { currentPassword: `guess-${i}`, newPassword: 'newpassword1' },
          })
        ).status,
      ).toBe(400);
    const sixth = await shop.call('POST', '/api/users/change-password', {
      token: shopper.token,
      body: { currentPassword: 'right-password', newPassword: 'newpassword1' },
    });
    expect(sixth).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
  });

  it("limits guesses of the owner's current password the same way", async () => {
    const token = adminToken(shop);
    for (let i = 0; i < 5; i++)
      expect(
        (
          await shop.call('POST', '/api/admin/password', {
            token,
            body: { currentPassword: `guess-${i}`, newPassword: 'new-admin-password' },
          })
        ).status,
      ).not.toBe(429);
    const sixth = await shop.call('POST', '/api/admin/password', {
      token,
      body: { currentPassword: TEST_ADMIN.password, newPassword: 'new-admin-password' },
    });
    expect(sixth.status).toBe(429);
  });

  it("answers a NUL byte in the owner's order search with a clear 400, not a 500", async () => {
    const token = adminToken(shop);
    for (const route of ['/api/orders?q=a%00b', '/api/admin/orders/export?q=%00']) {
      expect(await shop.call('GET', route, { token })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION', message: 'Search text cannot hold control characters' },
      });
    }
  });

  it('turns a database constraint error into CONFLICT (409), not 500 INTERNAL', () => {
    const sqlite = new Database(':memory:');
    sqlite.exec('create table t (id integer primary key)');
    sqlite.exec('insert into t values (1)');
    let error: unknown;
    try {
      sqlite.exec('insert into t values (1)');
    } catch (caught) {
      error = caught;
    }
    let answer: { status?: number; body?: unknown } = {};
    const res = {
      headersSent: false,
      status: (status: number) => ({ json: (body: unknown) => (answer = { status, body }) }),
    };
    errorHandler(error, { log: undefined } as never, res as never, () => undefined);
    expect(answer).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
  });

  it('does not hold a request whose body trickles in past the request timeout', async () => {
    const { port } = new URL(shop.url);
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"na',
        );
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('keeps the data folder, database and backups to the shop user alone', async () => {
    const { dataDir } = shop.deps.config;
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'backups'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'uploads'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'shop.db'))).toBe(0o600);
    const token = adminToken(shop);
    const made = await shop.call<{ data: { name: string } }>('POST', '/api/admin/backups', { token });
    expect(modeOf(path.join(dataDir, 'backups', made.body.data.name))).toBe(0o600);
    const download = await fetch(`${shop.url}/api/admin/backups/${made.body.data.name}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('cache-control')).toBe('no-store');
    await download.arrayBuffer();
  });
});
