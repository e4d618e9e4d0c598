import express from 'express';
import helmet from 'helmet';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { testShopForFile } from '../testing/fileShop';
import { storefrontBuildForFile } from '../testing/storefrontBuild';
import { writePublicUrl } from '../shop/publicUrl';
import { HELMET_OPTIONS } from './securityHeaders';

const storefrontDir = storefrontBuildForFile({
  indexHtml: '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  manifest: { 'index.html': { file: 'assets/index-1.js', isEntry: true } },
});

const shop = testShopForFile({ demo: true, overrides: { storefrontDir } });

/** The headers of a response as they came, in order, names lowercased. */
function headersOf(url: string): Promise<[string, string][]> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        response.resume();
        const pairs: [string, string][] = [];
        for (let index = 0; index < response.rawHeaders.length; index += 2)
          pairs.push([response.rawHeaders[index]!.toLowerCase(), response.rawHeaders[index + 1]!]);
        response.on('end', () => resolve(pairs)).on('error', reject);
      })
      .on('error', reject);
  });
}

// A bare Express app with helmet itself, on the shop's options: what helmet would set today.
let helmetOwn: [string, string][] = [];
beforeAll(async () => {
  const bare = express();
  bare.use(helmet(HELMET_OPTIONS));
  bare.get('/', (_req, res) => {
    res.end();
  });
  const server = bare.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const withHelmet = await headersOf(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    // Everything but what Node's http writes for any answer is helmet's.
    helmetOwn = withHelmet.filter(
      ([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name),
    );
  } finally {
    server.close();
  }
  expect(helmetOwn.map(([name]) => name)).toContain('content-security-policy');
});

describe("security headers are helmet's", () => {
  it.each(['/api/products?q=oxford', '/api/products/categories', '/', '/products'])(
    '%s carries exactly the headers helmet itself sets, in its order',
    async (address) => {
      const headers = await headersOf(shop.url + address);
      const names = new Set(helmetOwn.map(([name]) => name));
      expect(headers.filter(([name]) => names.has(name))).toEqual(helmetOwn);
      expect(headers.map(([name]) => name)).not.toContain('x-powered-by');
    },
  );

  it('sends no Strict-Transport-Security while the public address is plain http (the shop on its own network)', async () => {
    expect((await headersOf(shop.url + '/')).map(([name]) => name)).not.toContain('strict-transport-security');
  });
});

describe('HSTS when the public address is https (issue 23, finding 2)', () => {
  const tunnelled = testShopForFile({ env: { SHOP_PUBLIC_URL: 'https://shirts.example.pk' } });

  it('tells browsers to keep to https for half a year', async () => {
    const hsts = (await headersOf(tunnelled.url + '/api/shop')).find(([name]) => name === 'strict-transport-security');
    expect(hsts?.[1]).toBe('max-age=15552000; includeSubDomains');
  });

  it("follows the owner's saved address at once", async () => {
    writePublicUrl(shop.deps.db, 'https://saved.example.pk');
    try {
      expect((await headersOf(shop.url + '/api/shop')).map(([name]) => name)).toContain('strict-transport-security');
    } finally {
      writePublicUrl(shop.deps.db, null);
    }
  });
});
