import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, MAX_IMAGE_BYTES } from '../../common/images';
import { testShopForFile } from '../testing/fileShop';

const shop = testShopForFile();

type UploadAnswer = { success: boolean; imageUrl?: string; code?: string; message: string };

/** POST /api/uploads as the owner, with whatever multipart form the test builds. */
const postForm = (body: FormData) =>
  fetch(`${shop.url}/api/uploads`, { method: 'POST', body, headers: { Authorization: `Bearer ${shop.adminToken}` } });

/** POST /api/uploads as the admin app sends it: one file in the multipart field 'image'. */
async function upload(bytes: Buffer, name: string, type = 'application/octet-stream', field = 'image') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await postForm(form);
  return { status: response.status, body: (await response.json()) as UploadAnswer };
}
/** An upload refused with its status, error code and docs/product.md §8's words. */
const refusal = (status: number, code: string, message: string) => ({
  status,
  body: { success: false, code, message },
});
/** Where an uploaded picture is stored, one WebP file per web width. */
const storedWidths = (imageUrl: string) => {
  const key = /\/uploads\/([a-f0-9]+)-/.exec(imageUrl)![1]!;
  return IMAGE_WIDTHS.map((width) => ({ width, file: path.join(shop.deps.uploadsDir, `${key}-${width}.webp`) }));
};

const storedFiles = () => readdirSync(shop.deps.uploadsDir).length;
const photo = (format: 'png' | 'jpeg' | 'webp', width = 900, height = 1200) => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 83, b: 45 } } });
  return image[format]().toBuffer();
};

/** CRC-32 as PNG chunks carry it, so a test can rewrite a header and keep the file well formed. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

describe('POST /api/uploads (docs/product.md §7 Admin; docs/architecture.md, Uploads; docs/product.md §8 Image upload)', () => {
  it('stores a JPEG, PNG or WebP as WebP in every web width under a random name and answers its imageUrl', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const { status, body } = await upload(await photo(format), `shirt.${format}`, `image/${format}`);
      expect(status).toBe(201);
      expect(body.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{24}-640\.webp$/);
      for (const { width, file } of storedWidths(body.imageUrl!)) {
        expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: Math.min(width, 900) });
      }
      const served = await fetch(shop.url + body.imageUrl!);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('goes by the bytes, not the name or declared type: a PNG named .exe is accepted', async () => {
    const { status, body } = await upload(await photo('png'), 'setup.exe', 'application/x-msdownload');
    expect(status).toBe(201);
    expect(body.imageUrl).toMatch(/\.webp$/);
  });

  it('strips camera metadata: the GPS position in a phone photo is not in any stored picture', async () => {
    const withGps = await sharp(await photo('jpeg'))
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Camera 12' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 55/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '67/1 5/1 0/1' },
      })
      .toBuffer();
    const source = await sharp(withGps).metadata();
    expect(source.exif).toBeDefined();
    expect(source.exif!.toString('latin1')).toContain('PhoneMaker');

    const { status, body } = await upload(withGps, 'IMG_2041.jpg', 'image/jpeg');
    expect(status).toBe(201);
    for (const { file } of storedWidths(body.imageUrl!)) {
      expect((await sharp(file).metadata()).exif).toBeUndefined();
      const bytes = (await readFile(file)).toString('latin1');
      expect(bytes).not.toContain('PhoneMaker');
      expect(bytes).not.toContain('EXIF');
    }
  });

  it('refuses what is not a JPEG, PNG or WebP with 415 and docs/product.md §8’s message, storing nothing', async () => {
    const before = storedFiles();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
    );
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    for (const [bytes, name, type] of [
      [Buffer.from('just some text pretending to be a photo\n'), 'shirt.jpg', 'image/jpeg'],
      [svg, 'logo.svg', 'image/svg+xml'],
      [svg, 'logo.png', 'image/png'],
      [gif, 'anim.gif', 'image/gif'],
    ] as const) {
      expect(await upload(bytes, name, type), name).toEqual(
        refusal(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported image format. Please use JPG, PNG, or WebP.'),
      );
    }
    expect(storedFiles()).toBe(before);
  });

  it('refuses an empty file and a truncated JPEG with a clear 400, storing nothing', async () => {
    const before = storedFiles();
    expect(await upload(Buffer.alloc(0), 'empty.jpg', 'image/jpeg')).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', message: 'The file is empty. Please choose a picture.' },
    });
    const jpeg = await photo('jpeg');
    const truncated = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg', 'image/jpeg');
    expect(truncated).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
    expect(truncated.body.message).toMatch(/could not be read/);
    expect(storedFiles()).toBe(before);
  });

  it('refuses a file above 10 MB with 413 and a message, storing nothing', async () => {
    const before = storedFiles();
    const big = Buffer.alloc(11 * 1024 * 1024, 7);
    (await photo('jpeg')).copy(big);
    expect(big.length).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(await upload(big, 'huge.jpg', 'image/jpeg')).toEqual(
      refusal(413, 'PAYLOAD_TOO_LARGE', 'Image file is too large. Please use a smaller image (max 10MB).'),
    );
    expect(storedFiles()).toBe(before);
  });

  it('refuses a 20,000 x 20,000 pixel PNG from its header, before decoding it', async () => {
    // A small PNG whose header declares 20,000 x 20,000 pixels: decoding it would need 1.2 GB.
    const png = Buffer.from(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    expect(await sharp(png, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    const before = storedFiles();
    const { status, body } = await upload(png, 'bomb.png', 'image/png');
    expect(status).toBe(413);
    expect(body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(body.message).toContain('20000 x 20000 pixels');
    expect(storedFiles()).toBe(before);
  });

  it('asks for one picture in the field image: no file, another field name or two files get 400', async () => {
    expect((await postForm(new FormData())).status).toBe(400);
    expect(await upload(await photo('png'), 'a.png', 'image/png', 'file')).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION' },
    });
    const two = new FormData();
    for (const name of ['a.png', 'b.png'])
      two.append('image', new Blob([new Uint8Array(await photo('png'))], { type: 'image/png' }), name);
    expect((await postForm(two)).status).toBe(400);
    expect(existsSync(shop.deps.uploadsDir)).toBe(true);
  });
});

describe('/uploads serves only pictures (issue 23, finding 4)', () => {
  it('sends a stored picture as image/webp with nosniff', async () => {
    const { body } = await upload(await photo('png'), 'shirt.png');
    const response = await fetch(shop.url + body.imageUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never sends a planted page as a page, even under a picture name', async () => {
    writeFileSync(path.join(shop.deps.uploadsDir, 'evil.html'), '<script>alert(localStorage.adminToken)</script>');
    writeFileSync(path.join(shop.deps.uploadsDir, 'evil-640.webp'), '<script>alert(localStorage.adminToken)</script>');
    const page = await fetch(`${shop.url}/uploads/evil.html`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).not.toMatch(/html/);
    const disguised = await fetch(`${shop.url}/uploads/evil-640.webp`);
    expect(disguised.headers.get('content-type')).toBe('image/webp');
    expect(disguised.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for a picture that is not there (finding 6)', async () => {
    const missing = await fetch(`${shop.url}/uploads/0123456789abcdef01234567-640.webp`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
