import http from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { placeCodOrder } from '../testing/orders';

const shop = testShopForFile({ demo: true });

/** One GET as the owner's app asks it, the answer's bytes as they came over the wire. */
function ownerGet(path: string, acceptEncoding?: string) {
  const headers: Record<string, string> = { Authorization: `Bearer ${shop.adminToken}` };
  if (acceptEncoding) headers['Accept-Encoding'] = acceptEncoding;
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${shop.url}${path}`, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

// The owner's dashboard is a route's JSON answer of several KiB on the demo shop.
const DASHBOARD = '/admin/dashboard-data';

describe("a route's JSON answer", () => {
  it('goes whole and compressed as the client takes it, and reads as the same JSON', async () => {
    const plain = await ownerGet(DASHBOARD);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, deflate: zlib.inflateSync };
    for (const [asked, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['deflate', 'deflate'],
    ] as const) {
      const answer = await ownerGet(DASHBOARD, asked);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      // Sent whole with its length: compression()'s stream would send it in chunks, a turn of the event loop each.
      expect(answer.headers['content-length']).toBe(String(answer.body.length));
      expect(JSON.parse(decoders[encoding](answer.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString()));
    }
  });

  it('under 1 KiB goes as it is', async () => {
    const answer = await ownerGet('/api/admin/me', 'br');
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({ data: expect.anything() });
  });
});

describe('what is not a JSON answer', () => {
  it("is compressed by compression(): the owner's CSV of the orders, the shop's pages", async () => {
    // One order of twelve lines of a long-named shirt: a CSV well over compression()'s 1 KiB.
    const sizes = ['S', 'M', 'L', 'XL'];
    const colors = ['White', 'Black', 'Navy'];
    const { id } = saveShirt(shop, {
      title: `Eid ${'Embroidered Cotton Kurta Shirt '.repeat(4)}`,
      sizes,
      colors,
      stock: 120,
    });
    const lines = sizes.flatMap((size) => colors.map((color) => ({ id, size, color, quantity: 1 })));
    const placed = await placeCodOrder(shop, lines);
    expect(placed.body).toMatchObject({ success: true });
    const csv = await ownerGet('/api/admin/orders/export', 'gzip');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(csv.body).toString('utf8')).toContain('Order Ref,');
    const sitemap = await ownerGet('/sitemap.xml', 'gzip');
    expect(sitemap.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(sitemap.body).toString('utf8')).toContain('<urlset');
  });
});
