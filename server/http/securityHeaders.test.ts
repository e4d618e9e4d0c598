import express from 'express';
import helmet from 'helmet';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testShopForFile } from '../testing/fileShop';
import { HELMET_OPTIONS, securityHeaders } from './securityHeaders';

const storefrontDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-build-'));
mkdirSync(path.join(storefrontDir, '.vite'));
writeFileSync(path.join(storefrontDir, 'index.html'), '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>');
writeFileSync(path.join(storefrontDir, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-1.js', isEntry: true } }));

const shop = testShopForFile({ demo: true, overrides: { storefrontDir } });

/** The headers of a response as they came, in order, names lowercased. */
function headersOf(url: string): Promise<[string, string][]> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        response.resume();
        const pairs: [string, string][] = [];
        for (let index = 0; index < response.rawHeaders.length; index += 2) pairs.push([response.rawHeaders[index]!.toLowerCase(), response.rawHeaders[index + 1]!]);
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
    helmetOwn = withHelmet.filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name));
  } finally {
    server.close();
  }
  expect(helmetOwn.map(([name]) => name)).toContain('content-security-policy');
});

describe("security headers are helmet's, worked out once (issue 12: helmet's 12 middlewares ran on every request)", () => {
  it.each(['/api/products?q=oxford', '/api/products/categories', '/', '/products'])('%s carries exactly the headers helmet itself sets, in its order', async (address) => {
    const headers = await headersOf(shop.url + address);
    const names = new Set(helmetOwn.map(([name]) => name));
    expect(headers.filter(([name]) => names.has(name))).toEqual(helmetOwn);
    expect(headers.map(([name]) => name)).not.toContain('x-powered-by');
  });

  it('refuses options whose headers depend on the request, instead of giving every response the first one', () => {
    const nonce = (req: unknown) => String((req as { url: string }).url.length);
    expect(() => securityHeaders({ contentSecurityPolicy: { directives: { 'script-src': ["'self'", nonce] } } })).toThrow(/helmet read req/);
  });
});
