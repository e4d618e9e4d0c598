import { createHash } from 'node:crypto';
import http from 'node:http';
import zlib, { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { saveShirt, testShopForFile } from '../testing/fileShop';

const shop = testShopForFile();

type Raw = { status: number; headers: [string, string][]; body: Buffer };

/** One answer as it came over the wire: status, headers in order (names lowercased), body bytes. */
function raw(
  address: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request(shop.url + address, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const pairs: [string, string][] = [];
          for (let index = 0; index < response.rawHeaders.length; index += 2)
            pairs.push([response.rawHeaders[index]!.toLowerCase(), response.rawHeaders[index + 1]!]);
          resolve({ status: response.statusCode!, headers: pairs, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      })
      .on('error', reject)
      .end();
  });
}
const header = (answer: Raw, name: string) => answer.headers.find(([key]) => key === name)?.[1];
/** The headers after the security ones (security headers are pinned by http/securityHeaders.test.ts). */
const ownHeaders = (answer: Raw) =>
  answer.headers.map(([name]) => name).slice(answer.headers.findIndex(([name]) => name === 'x-xss-protection') + 1);
/** What Chrome on a phone sends (issue 21). */
const CHROME_ON_A_PHONE = 'gzip, deflate, br, zstd';
const weakSha1 = (bytes: Buffer) => `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;

describe('catalog answers on the wire (issue 12: a cheaper send must keep them byte for byte)', () => {
  it.each(['/api/products', '/api/products?q=caf', '/api/products/categories', '/api/products/CAFE'])(
    '%s: a weak ETag of its UTF-8 bytes, their length, JSON type, in that order',
    async (address) => {
      saveShirt(shop, {
        id: 'CAFE',
        title: 'Café Kurta',
        description: 'Crème linen, کرتا 👕',
        categories: ['Eastern'],
      });
      saveShirt(shop, { id: 'PLAIN', title: 'Plain Shirt' });
      const answer = await raw(address);
      expect(answer.status).toBe(200);
      expect(ownHeaders(answer)).toEqual(expect.arrayContaining(['etag', 'content-type', 'content-length', 'vary']));
      expect(header(answer, 'etag')).toBe(weakSha1(answer.body));
      expect(header(answer, 'content-type')).toBe('application/json; charset=utf-8');
      expect(header(answer, 'content-length')).toBe(String(answer.body.length));
      expect(header(answer, 'vary')).toBe('Accept-Encoding');
      expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({ success: true });
    },
  );

  it('pins the ETag of a known body', async () => {
    const answer = await raw('/api/products/CAFE');
    expect(answer.body.toString('utf8')).toContain('"description":"Crème linen, کرتا 👕"');
    expect(header(answer, 'etag')).toBe(weakSha1(Buffer.from(answer.body.toString('utf8'), 'utf8')));
    expect(weakSha1(Buffer.from('{"success":true,"data":[]}'))).toBe('W/"s3B6blipWxCo2IriQlJeaz0uh7I"');
  });

  it('answers 304 with no body, type or length to a matching If-None-Match, and 200 to another', async () => {
    const first = await raw('/api/products/CAFE');
    const again = await raw('/api/products/CAFE', { headers: { 'If-None-Match': header(first, 'etag')! } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(ownHeaders(again)).toEqual(['etag', 'date', 'connection', 'keep-alive']);
    expect(header(again, 'etag')).toBe(header(first, 'etag'));
    const other = await raw('/api/products/CAFE', { headers: { 'If-None-Match': 'W/"something-else"' } });
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const got = await raw('/api/products?q=caf');
    const head = await raw('/api/products?q=caf', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    // The date, and whether the answer was made for the request or kept, may differ between the two.
    const withoutDate = (answer: Raw) => answer.headers.filter(([name]) => name !== 'date' && name !== 'server-timing');
    expect(withoutDate(head)).toEqual(withoutDate(got));
  });

  it("encodes with Brotli for a phone's browser and with gzip for a client that takes only gzip, the same bytes under the same ETag", async () => {
    // Over compression's 1 KB threshold.
    for (const id of ['GZ1', 'GZ2', 'GZ3', 'GZ4'])
      saveShirt(shop, { id, description: 'Cotton poplin with a spread collar. '.repeat(4) });
    const plain = await raw('/api/products');
    expect(plain.body.length).toBeGreaterThan(1024);
    const brotli = await raw('/api/products', { headers: { 'Accept-Encoding': CHROME_ON_A_PHONE } });
    expect(header(brotli, 'content-encoding')).toBe('br');
    expect(header(brotli, 'etag')).toBe(header(plain, 'etag'));
    expect(brotliDecompressSync(brotli.body)).toEqual(plain.body);
    expect(header(brotli, 'content-length')).toBe(String(brotli.body.length));
    expect(header(brotli, 'vary')).toBe('Accept-Encoding');
    const zipped = await raw('/api/products', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(header(zipped, 'content-encoding')).toBe('gzip');
    expect(gunzipSync(zipped.body)).toEqual(plain.body);
  });

  it('compresses a page fast when it is made, once more at the kept quality when it is asked again, then never again until a change', async () => {
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    const quality = (call: number) =>
      (brotli.mock.calls[call]![1] as zlib.BrotliOptions).params![zlib.constants.BROTLI_PARAM_QUALITY];
    try {
      const asPhone = { headers: { 'Accept-Encoding': CHROME_ON_A_PHONE } };
      const first = await raw('/api/products?sortBy=name', asPhone);
      expect(header(first, 'server-timing')).toBe('answer;desc="made"');
      expect(brotli).toHaveBeenCalledTimes(1);
      expect(quality(0)).toBe(1);
      const again = await raw('/api/products?sortBy=name', asPhone);
      expect(header(again, 'server-timing')).toBe('answer;desc="kept"');
      expect(brotli).toHaveBeenCalledTimes(2);
      expect(quality(1)).toBe(5);
      expect(brotliDecompressSync(again.body)).toEqual(brotliDecompressSync(first.body));
      const third = await raw('/api/products?sortBy=name', asPhone);
      expect(third.body).toEqual(again.body);
      expect(brotli).toHaveBeenCalledTimes(2);

      // An order takes one piece of one shirt's size: the page's bytes change, and so do its encoded ones.
      shop.deps.db.$client
        .prepare("update product_variants set stock = stock - 1 where product_id = 'GZ1' and position = 0")
        .run();
      const changed = await raw('/api/products?sortBy=name', asPhone);
      expect(header(changed, 'server-timing')).toBe('answer;desc="made"');
      expect(brotli).toHaveBeenCalledTimes(3);
      expect(header(changed, 'etag')).not.toBe(header(first, 'etag'));
      const plain = await raw('/api/products?sortBy=name');
      expect(brotliDecompressSync(changed.body)).toEqual(plain.body);
      expect(header(changed, 'etag')).toBe(weakSha1(plain.body));
    } finally {
      brotli.mockRestore();
    }
  });

  it('encodes with deflate for a client that takes only deflate, and not at all for one that refuses every encoding', async () => {
    const plain = await raw('/api/products');
    const deflated = await raw('/api/products', { headers: { 'Accept-Encoding': 'deflate' } });
    expect(header(deflated, 'content-encoding')).toBe('deflate');
    expect(inflateSync(deflated.body)).toEqual(plain.body);
    const refused = await raw('/api/products', { headers: { 'Accept-Encoding': 'gzip;q=0, br;q=0, identity' } });
    expect(header(refused, 'content-encoding')).toBeUndefined();
    expect(refused.body).toEqual(plain.body);
  });

  it('keeps a page across an order for a shirt it does not show (decision 0018)', async () => {
    // Over compression's 1 KB threshold, so each page made is compressed once.
    for (const id of ['KAMEEZ1', 'KAMEEZ2'])
      saveShirt(shop, { id, title: `Khaddar Kameez ${id}`, description: 'Khaddar with a band collar. '.repeat(20) });
    saveShirt(shop, { id: 'OXFORD', title: 'Oxford Shirt', description: 'Oxford cloth. '.repeat(70) });
    const asPhone = { headers: { 'Accept-Encoding': CHROME_ON_A_PHONE } };
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    try {
      const khaddar = await raw('/api/products?q=khaddar', asPhone);
      await raw('/api/products/OXFORD', asPhone);
      expect(brotli).toHaveBeenCalledTimes(2);

      // An order takes one Oxford shirt; no cell sells out.
      shop.deps.db.$client
        .prepare("update product_variants set stock = stock - 1 where product_id = 'OXFORD' and stock > 1")
        .run();
      const khaddarAgain = await raw('/api/products?q=khaddar', asPhone);
      expect(header(khaddarAgain, 'server-timing')).toBe('answer;desc="kept"');
      expect(brotliDecompressSync(khaddarAgain.body)).toEqual(brotliDecompressSync(khaddar.body));
      const oxford = await raw('/api/products/OXFORD', asPhone);
      expect(header(oxford, 'server-timing')).toBe('answer;desc="made"');
      expect(JSON.parse(brotliDecompressSync(oxford.body).toString('utf8')).data.stock).toBe(9);
    } finally {
      brotli.mockRestore();
    }
  });

  it('keeps the other shirts and the lists that ask for no size or colour when a cell sells out (decision 0103)', async () => {
    saveShirt(shop, { id: 'SELLING', title: 'Selling Polo', sizes: ['M', 'L'], stock: 3 });
    saveShirt(shop, { id: 'STAYING', title: 'Staying Polo', sizes: ['M', 'L'], stock: 4 });
    const timing = async (address: string) => header(await raw(address), 'server-timing');
    const addresses = ['/api/products?q=staying', '/api/products/STAYING', '/api/products?q=polo&size=L'];
    for (const address of addresses) await raw(address);
    // The last L of the Selling Polo goes: a sell-out, in a shirt those answers do not show.
    shop.deps.db.$client
      .prepare("update product_variants set stock = 0 where product_id = 'SELLING' and size = 'L'")
      .run();
    expect(await timing('/api/products?q=staying')).toBe('answer;desc="kept"');
    expect(await timing('/api/products/STAYING')).toBe('answer;desc="kept"');
    // A list asking for L in stock finds other shirts now.
    const inL = await raw('/api/products?q=polo&size=L');
    expect(header(inL, 'server-timing')).toBe('answer;desc="made"');
    expect(JSON.parse(inL.body.toString('utf8')).data.map((product: { id: string }) => product.id)).toEqual([
      'STAYING',
    ]);
  });

  it('shows at once a shirt that an order or a return brings into a list it was not on', async () => {
    saveShirt(shop, { id: 'LAST', title: 'Lawn Kurta', sizes: ['M', 'L'], stock: 4 });
    const ids = async (address: string) =>
      (JSON.parse((await raw(address)).body.toString('utf8')) as { data: { id: string }[] }).data.map(
        (product) => product.id,
      );
    expect(await ids('/api/products?q=lawn%20stock:3-3')).toEqual([]);
    // One M sold: three left, though no cell sold out.
    shop.deps.db.$client
      .prepare("update product_variants set stock = stock - 1 where product_id = 'LAST' and size = 'M'")
      .run();
    expect(await ids('/api/products?q=lawn%20stock:3-3')).toEqual(['LAST']);
    // The last Ls sold, then one given back by a cancelled order.
    shop.deps.db.$client
      .prepare("update product_variants set stock = 0 where product_id = 'LAST' and size = 'L'")
      .run();
    expect(await ids('/api/products?q=lawn&size=L')).toEqual([]);
    shop.deps.db.$client
      .prepare("update product_variants set stock = 1 where product_id = 'LAST' and size = 'L'")
      .run();
    expect(await ids('/api/products?q=lawn&size=l')).toEqual(['LAST']);
    expect(await ids('/api/products?q=lawn&size=L')).toEqual(['LAST']);
  });

  it("shows another connection's commit at once (a restore swapping the data)", async () => {
    const before = JSON.parse((await raw('/api/products/CAFE')).body.toString('utf8'));
    const other = new Database(shop.deps.db.$client.name);
    other.prepare("update products set title = 'Café Kurta (restored)' where id = 'CAFE'").run();
    other.close();
    const after = JSON.parse((await raw('/api/products/CAFE')).body.toString('utf8'));
    expect(before.data.title).toBe('Café Kurta');
    expect(after.data.title).toBe('Café Kurta (restored)');
  });
});
