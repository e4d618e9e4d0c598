import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contract, type EndpointKey } from '../../common/contract';
import type { Endpoint } from '../../common/contract/endpoint';
import { fillPath, splitKey } from '../../common/contract/keys';
import {
  ALL_PERMISSIONS,
  OWNER_ONLY_REFUSAL,
  refusalFor,
  roleAllows,
  STAFF_ROLE_NAMES,
  type StaffRole,
} from '../../common/staffRoles';
import { testShopForFile } from '../testing/fileShop';
import { addStaff, tokenOf } from './testStaff';

const shop = testShopForFile({ rateLimitMax: 100_000 });

const contractFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../common/contract');
/** The contract file that declares `key`, so a failure names the file to edit. */
const fileOf = (key: string) =>
  readdirSync(contractFolder).find((name) =>
    readFileSync(path.join(contractFolder, name), 'utf8').includes(`'${key}'`),
  ) ?? 'index.ts';

const adminEndpoints = (Object.entries(contract) as [EndpointKey, Endpoint][]).filter(
  ([, endpoint]) => endpoint.auth === 'admin',
);

const SAMPLE_PARAMS: Record<string, string> = {
  orderRef: 'ORD-ABC123XYZ',
  name: 'shop-backup-2026-01-01-1200.tar.gz',
  id: '999',
  phone: '03001234567',
};
const pathOf = (key: EndpointKey) => {
  const { path: pattern } = splitKey(key);
  const names = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return fillPath(pattern, Object.fromEntries(names.map((name) => [name, SAMPLE_PARAMS[name] ?? '999'])));
};

async function call(key: EndpointKey, token: string) {
  const { method } = splitKey(key);
  const response = await fetch(shop.url + pathOf(key), {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
  });
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  return { status: response.status, code: body.code, message: body.message };
}

describe('every admin endpoint declares what a role needs to call it (issue 37)', () => {
  it('has a permission beside its auth', () => {
    const missing = adminEndpoints
      .filter(([, endpoint]) => !endpoint.permission)
      .map(
        ([key]) =>
          `${key} (common/contract/${fileOf(key)}) has auth: 'admin' but no permission. Add ` +
          `permission: '<one of ${ALL_PERMISSIONS.join(', ')}>' beside its auth; which roles have each is in ` +
          `common/staffRoles.ts (STAFF_ROLES). Until then only the owner may call it.`,
      );
    expect(missing, missing.join('\n')).toEqual([]);
    for (const [key, endpoint] of Object.entries(contract) as [EndpointKey, Endpoint][])
      if (endpoint.auth !== 'admin') expect(endpoint.permission, `${key} is not an admin endpoint`).toBeUndefined();
  });
});

const table = STAFF_ROLE_NAMES.flatMap((role) =>
  adminEndpoints.map(([key, endpoint]) => [role, key, endpoint.permission] as const),
);

describe('each role calls every admin endpoint with its own token', () => {
  const accounts = new Map<StaffRole, number>();
  const accountOf = (role: StaffRole) => {
    if (!accounts.has(role)) accounts.set(role, addStaff(shop, role, `table-${role}`).id);
    return accounts.get(role)!;
  };

  it.each(table)('%s → %s (%s)', async (role, key, permission) => {
    // Read afresh each call: the table's own sign-out call moves the account's token version on.
    const answer = await call(key, tokenOf(shop, accountOf(role)));
    const allowed = permission ? roleAllows(role, permission) : role === 'owner';
    if (allowed) {
      expect(answer.status, `${role} may call ${key}: ${answer.message}`).not.toBe(401);
      expect(answer.code, `${role} may call ${key}: ${answer.message}`).not.toBe('FORBIDDEN');
    } else {
      expect(answer).toEqual({
        status: 403,
        code: 'FORBIDDEN',
        message: permission ? refusalFor(role, permission) : OWNER_ONLY_REFUSAL,
      });
    }
  });
});

describe('what every role reaches: its own account (issue 37)', () => {
  it('lets every role read who it is, sign out and change its own password', () => {
    const own = adminEndpoints.filter(([, endpoint]) => endpoint.permission === 'self').map(([key]) => key);
    expect(own).toEqual(
      expect.arrayContaining(['GET /api/admin/me', 'POST /api/admin/logout', 'POST /api/admin/password']),
    );
    for (const role of STAFF_ROLE_NAMES) expect(roleAllows(role, 'self'), role).toBe(true);
  });
});
