import { describe, expect, it } from 'vitest';
import { TOO_MANY_WRONG_PASSWORDS } from '../admin/loginLimits';
import { ACCOUNT_DISABLED_MESSAGE } from '../auth/middleware';
import { testShopForFile } from '../testing/fileShop';
import { startTestShop, type TestShop } from '../testing/testShop';
import { addStaff, tokenOf } from './testStaff';

const shop = testShopForFile({ rateLimitMax: 100_000 });

type Login = { token?: string; staff?: { role: string; mustChangePassword: boolean }; message: string; code?: string };
const logIn = (username: string, password: string, target: Pick<TestShop, 'call'> = shop) =>
  target.call<Login>('POST', '/admin/login', { body: { username, password } });

let made = 0;
async function createPacker(password = 'first-password-1') {
  const username = `packer${++made}`;
  const created = await shop.call<{ data: { id: number } }>('POST', '/api/admin/staff', {
    token: shop.adminToken,
    body: { name: `Bilal ${made}`, username, role: 'packer', password },
  });
  expect(created.status).toBe(201);
  return { id: created.body.data.id, username, password };
}

describe('staff accounts (issue 37)', () => {
  it('tells each account the most it may refund at once: the order desk the owner’s limit, others none', async () => {
    const saved = await shop.call('PUT', '/api/admin/staff-rules', {
      token: shop.adminToken,
      body: { orderDeskRefundLimit: 750 },
    });
    expect(saved.status).toBe(200);
    const desk = tokenOf(shop, addStaff(shop, 'orderDesk', 'limited-desk').id);
    const me = (token: string) =>
      shop
        .call<{ data: { refundLimit: number | null } }>('GET', '/api/admin/me', { token })
        .then((answer) => answer.body.data);
    expect(await me(desk)).toMatchObject({ refundLimit: 750 });
    expect(await me(shop.adminToken)).toMatchObject({ refundLimit: null });
    expect(await me(tokenOf(shop, addStaff(shop, 'manager', 'unlimited-manager').id))).toMatchObject({
      refundLimit: null,
    });
  });

  it('a new account signs in with its first password, may only change it, then works in its role', async () => {
    const packer = await createPacker();
    const first = await logIn(packer.username, packer.password);
    expect(first.body.staff).toMatchObject({ role: 'packer', mustChangePassword: true });
    const token = first.body.token!;
    const refused = await shop.call('GET', '/api/orders', { token });
    expect(refused).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN', details: { reason: 'mustChangePassword' } },
    });
    expect((await shop.call('GET', '/api/admin/me', { token })).status).toBe(200);
    const changed = await shop.call<{ token: string }>('POST', '/api/admin/password', {
      token,
      body: { currentPassword: packer.password, newPassword: 'my-own-password' },
    });
    expect(changed.status).toBe(200);
    expect((await shop.call('GET', '/api/orders', { token: changed.body.token })).status).toBe(200);
    expect((await shop.call('GET', '/api/admin/buyers', { token: changed.body.token })).status).toBe(403);
  });

  it('turning an account off ends its sessions at once and refuses its sign-in; turning it on lets it back', async () => {
    const packer = await createPacker();
    await logIn(packer.username, packer.password);
    const token = (
      await shop.call<{ token: string }>('POST', '/api/admin/password', {
        token: (await logIn(packer.username, packer.password)).body.token,
        body: { currentPassword: packer.password, newPassword: 'packer-own-pass' },
      })
    ).body.token;
    expect((await shop.call('GET', '/api/orders', { token })).status).toBe(200);
    await shop.call('PATCH', `/api/admin/staff/${packer.id}`, { token: shop.adminToken, body: { disabled: true } });
    // The member reads why: the admin app shows this on its login screen.
    expect(await shop.call('GET', '/api/orders', { token })).toMatchObject({
      status: 401,
      body: { code: 'SESSION_ENDED', message: ACCOUNT_DISABLED_MESSAGE },
    });
    expect(await logIn(packer.username, 'packer-own-pass')).toMatchObject({
      status: 403,
      body: { message: ACCOUNT_DISABLED_MESSAGE },
    });
    expect((await logIn(packer.username, 'wrong-password')).body.message).toBe('Invalid credentials');
    await shop.call('PATCH', `/api/admin/staff/${packer.id}`, { token: shop.adminToken, body: { disabled: false } });
    expect((await logIn(packer.username, 'packer-own-pass')).status).toBe(200);
  });

  it('a reset password ends the sessions and must be changed at the next sign-in', async () => {
    const packer = await createPacker();
    const token = (await logIn(packer.username, packer.password)).body.token!;
    expect((await shop.call('GET', '/api/admin/me', { token })).status).toBe(200);
    const reset = await shop.call('POST', `/api/admin/staff/${packer.id}/password`, {
      token: shop.adminToken,
      body: { password: 'another-first-1' },
    });
    expect(reset).toMatchObject({ status: 200, body: { data: { mustChangePassword: true } } });
    expect((await shop.call('GET', '/api/admin/me', { token })).status).toBe(401);
    expect((await logIn(packer.username, packer.password)).status).toBe(401);
    expect((await logIn(packer.username, 'another-first-1')).body.staff?.mustChangePassword).toBe(true);
  });

  it('signing out ends the session on the server (issue 33 item 8)', async () => {
    const packer = await createPacker();
    const token = (await logIn(packer.username, packer.password)).body.token!;
    expect((await shop.call('POST', '/api/admin/logout', { token })).status).toBe(200);
    expect(await shop.call('GET', '/api/admin/me', { token })).toMatchObject({
      status: 401,
      body: { code: 'SESSION_ENDED' },
    });
  });

  it('keeps the shop with an owner: nobody turns off or demotes themself or the last owner', async () => {
    const me = await shop.call<{ data: { id: number } }>('GET', '/api/admin/me', { token: shop.adminToken });
    for (const body of [{ disabled: true }, { role: 'packer' }])
      expect(
        await shop.call('PATCH', `/api/admin/staff/${me.body.data.id}`, { token: shop.adminToken, body }),
      ).toMatchObject({ status: 409 });
    const taken = await shop.call('POST', '/api/admin/staff', {
      token: shop.adminToken,
      body: { name: 'Another', username: 'OWNER', role: 'manager', password: 'long-enough-1' },
    });
    expect(taken).toMatchObject({ status: 409, body: { message: 'The username OWNER is taken: choose another' } });
  });

  it('locks one account after too many wrong passwords, from any address, and leaves the others alone', async () => {
    const limited = await startTestShop({ rateLimitMax: 100_000, env: { PASSWORD_CHECKS_PER_15_MIN: '3' } });
    try {
      const owner = { username: 'owner', password: 'test-admin-password' };
      for (let attempt = 0; attempt < 3; attempt++)
        expect((await logIn(owner.username, 'wrong', limited)).status).toBe(401);
      expect(await logIn(' OWNER ', owner.password, limited)).toMatchObject({
        status: 429,
        body: { message: TOO_MANY_WRONG_PASSWORDS },
      });
      // Another name from the same address is not locked.
      expect((await logIn('somebody-else', 'wrong', limited)).status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
