import { describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED_MESSAGE } from '../auth/middleware';
import { PASSWORD_CHANGED } from '../settings/routes';
import { testShopForFile } from '../testing/fileShop';

const shop = testShopForFile({ rateLimitMax: 100_000 });

const logIn = (username: string, password: string) =>
  shop.call<{ token?: string; message: string }>('POST', '/admin/login', { body: { username, password } });
const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  shop.call<{ token: string; message: string; code?: string }>('POST', '/api/admin/password', {
    token,
    body: { currentPassword, newPassword },
  });

/** A Packer the owner made, past the first-password screen: what every later change starts from. */
async function packer(username: string) {
  const made = await shop.call('POST', '/api/admin/staff', {
    token: shop.adminToken,
    body: { name: `Packer ${username}`, username, role: 'packer', password: 'first-password-1' },
  });
  expect(made.status).toBe(201);
  const first = (await logIn(username, 'first-password-1')).body.token!;
  expect((await changePassword(first, 'first-password-1', 'packer-own-pass')).status).toBe(200);
  return { username, password: 'packer-own-pass' };
}

// Issue 37: every staff member changes their own password whenever they like, not only the owner and
// the Manager, and a password someone else learnt stops working everywhere at once.
describe('a staff member below Manager changes their own password', () => {
  it('needs the current one, then ends their other sessions and keeps this one going', async () => {
    const { username, password } = await packer('own-pass-a');
    const phone = (await logIn(username, password)).body.token!;
    const counter = (await logIn(username, password)).body.token!;

    expect(await changePassword(counter, 'not-my-password', 'packer-newer-pass')).toMatchObject({
      status: 400,
      body: { code: 'WRONG_PASSWORD', message: 'Current password is incorrect' },
    });
    const changed = await changePassword(counter, password, 'packer-newer-pass');
    expect(changed).toMatchObject({ status: 200, body: { message: PASSWORD_CHANGED } });

    // The session on the other device is over; the one that changed it carries on with its new token.
    expect(await shop.call('GET', '/api/admin/me', { token: phone })).toMatchObject({ status: 401 });
    expect(await shop.call('GET', '/api/admin/me', { token: counter })).toMatchObject({ status: 401 });
    expect(await shop.call('GET', '/api/orders', { token: changed.body.token })).toMatchObject({ status: 200 });
    expect(await logIn(username, password)).toMatchObject({ status: 401, body: { message: 'Invalid credentials' } });
    expect((await logIn(username, 'packer-newer-pass')).status).toBe(200);
  });

  it('is limited to five wrong current passwords a quarter hour, counted per account', async () => {
    const guesser = await packer('own-pass-b');
    const other = await packer('own-pass-c');
    const token = (await logIn(guesser.username, guesser.password)).body.token!;
    for (let guess = 0; guess < 5; guess++)
      expect((await changePassword(token, `guess-${guess}`, 'packer-newer-pass')).status).toBe(400);
    expect((await changePassword(token, guesser.password, 'packer-newer-pass')).status).toBe(429);
    // Another member's own change is not held up by someone else's guesses.
    const theirs = (await logIn(other.username, other.password)).body.token!;
    expect((await changePassword(theirs, other.password, 'packer-newer-pass')).status).toBe(200);
  });

  it('is refused to an account the owner turned off', async () => {
    const { username, password } = await packer('own-pass-d');
    const token = (await logIn(username, password)).body.token!;
    const id = (await shop.call<{ data: { id: number } }>('GET', '/api/admin/me', { token })).body.data.id;
    await shop.call('PATCH', `/api/admin/staff/${id}`, { token: shop.adminToken, body: { disabled: true } });
    expect(await changePassword(token, password, 'packer-newer-pass')).toMatchObject({
      status: 401,
      body: { message: ACCOUNT_DISABLED_MESSAGE },
    });
  });
});
