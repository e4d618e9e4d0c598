import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../../node_modules/.bin/tsx');

test('a test process removes the template data folder it made when it ends', () => {
  // A process of its own, so its end can be waited for: it makes a template and prints where.
  const script = `
    import { loadConfig } from './server/config';
    import { templateDataDir } from './server/testing/templateShop';
    const config = loadConfig({ SHOP_DATA_DIR: '/nonexistent', SHOP_ADMIN_USER: 'admin', SHOP_ADMIN_PASSWORD: 'template-pw' });
    templateDataDir(config, false).then((dir) => console.log(dir));
  `;
  const printed = execFileSync(tsx, ['--eval', script], {
    cwd: path.resolve(here, '../..'),
    encoding: 'utf8',
  });
  const dir = printed.trim().split('\n').at(-1)!;
  expect(path.basename(dir)).toMatch(/^shop-template-/);
  expect(existsSync(dir)).toBe(false);
  // Starting tsx, migrating and hashing the admin's password in a second process: slow on a busy machine.
}, 120_000);
