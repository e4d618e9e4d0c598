import { createHash } from 'node:crypto';
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_UNPACKED_BYTES, unpackAndCheckBackup } from './archive';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-restore-guard-'));
  dirs.push(dir);
  return dir;
};

/** A small, sound SQLite file that is no shop's database: it gets a backup past the header check. */
const sqliteFile = () => {
  const file = path.join(tempDir(), 'small.db');
  const sqlite = new Database(file);
  sqlite.exec('create table notes (id integer primary key, text text)');
  sqlite.prepare('insert into notes (text) values (?)').run('hello');
  sqlite.close();
  return readFileSync(file);
};
/** A real SQLite file's header, with its page count (in 4 KB pages) set to make `bytes`. */
const sqliteHeaderOf = (bytes: number) => {
  const file = path.join(tempDir(), 'paged.db');
  const sqlite = new Database(file);
  sqlite.pragma('page_size = 4096');
  sqlite.exec('create table t (x)');
  sqlite.close();
  const head = readFileSync(file).subarray(0, 100);
  head.writeUInt32BE(bytes / 4096, 28);
  return head;
};
const webpPicture = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .webp()
    .toBuffer();

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const manifestFor = (files: { path: string; size: number; sha256?: string }[]) =>
  Buffer.from(
    JSON.stringify({
      format: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      files: files.map((file) => ({ sha256: '0'.repeat(64), ...file })),
    }),
  );

/** An archive as an attacker would write it: the files given, and a manifest that lists each truthfully. */
async function archiveOf(files: Record<string, Buffer>): Promise<string> {
  const dir = tempDir();
  mkdirSync(path.join(dir, 'uploads'));
  mkdirSync(path.join(dir, 'receipts'));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, name), bytes);
  writeFileSync(
    path.join(dir, 'manifest.json'),
    manifestFor(
      Object.entries(files).map(([name, bytes]) => ({ path: name, size: bytes.length, sha256: sha256(bytes) })),
    ),
  );
  const file = path.join(tempDir(), 'crafted.tar.gz');
  await tar.c({ gzip: true, file, cwd: dir }, ['manifest.json', ...Object.keys(files)]);
  return file;
}

/** A tar entry's header and its padding, written by hand so a test can stream a huge entry. */
const header = (name: string, size: number) => {
  const block = Buffer.alloc(512);
  new tar.Header({ path: name, size, type: 'File', mode: 0o644, mtime: new Date(0) }).encode(block, 0);
  return block;
};
const padding = (size: number) => Buffer.alloc((512 - (size % 512)) % 512);

/** Bytes under a folder, now. */
const bytesUnder = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) =>
      sum + (entry.isDirectory() ? bytesUnder(path.join(dir, entry.name)) : statSync(path.join(dir, entry.name)).size),
    0,
  );

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error) => error.message,
  );

const GiB = 1024 ** 3;

describe('a restore accepts only what the shop writes (issue 23, finding 4)', () => {
  it.each([
    'uploads/evil.html',
    'uploads/0123456789abcdef01234567-640.webp.html',
    'uploads/.htaccess',
    'receipts/evil.html',
    'receipts/0123456789abcdef01234567.webp.svg',
  ])('refuses WebP bytes under %s, a name the shop never writes, before writing it (issue 33)', async (name) => {
    const archive = await archiveOf({ 'shop.db': sqliteFile(), [name]: await webpPicture() });
    const staging = tempDir();
    expect(await refusal(unpackAndCheckBackup(archive, staging))).toBe(
      `This backup holds something a shop backup never does: ${name}.`,
    );
    expect(readdirSync(staging)).toEqual([]);
  });

  it('refuses uploads/evil.html, even listed in the manifest with its true checksum', async () => {
    const archive = await archiveOf({
      'shop.db': sqliteFile(),
      'uploads/evil.html': Buffer.from('<script>alert(localStorage.adminToken)</script>'),
    });
    const staging = tempDir();
    expect(await refusal(unpackAndCheckBackup(archive, staging))).toMatch(
      /holds something a shop backup never does: uploads\/evil\.html/,
    );
    expect(readdirSync(staging)).toEqual([]);
  });

  it("refuses a page under a picture's name: pictures are checked by their bytes", async () => {
    const archive = await archiveOf({
      'shop.db': sqliteFile(),
      'uploads/0123456789abcdef01234567-640.webp': Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(await refusal(unpackAndCheckBackup(archive, tempDir()))).toMatch(
      /uploads\/0123456789abcdef01234567-640\.webp is not a picture/,
    );
  });

  it('gets past the picture checks with a real WebP picture under a shop name (and on to the database check)', async () => {
    const webp = await webpPicture();
    const archive = await archiveOf({
      'shop.db': sqliteFile(),
      'uploads/0123456789abcdef01234567-640.webp': webp,
    });
    expect(await refusal(unpackAndCheckBackup(archive, tempDir()))).toMatch(
      /database in this backup is not a shop database \(no products/,
    );
  });

  it.each([
    ['declares 4 KB for it', 4096, /not a shop database: it is not an SQLite file/],
    [
      'declares the whole 1 GiB (issue 33)',
      GiB,
      /but says it holds 1024\.0 MB, more than a shop backup of that size can/,
    ],
  ])(
    'refuses a 1 GiB run of zeros in a small archive whose manifest %s, without writing it to disk',
    async (_what, declared, message) => {
      const manifest = manifestFor([{ path: 'shop.db', size: declared }]);
      const archive = path.join(tempDir(), 'bomb.tar.gz');
      async function* entries() {
        yield Buffer.concat([header('manifest.json', manifest.length), manifest, padding(manifest.length)]);
        yield header('shop.db', GiB);
        const zeros = Buffer.alloc(8 * 1024 ** 2);
        // For the whole 1 GiB, a true SQLite header that counts 1 GiB of pages, so only the size cap stops it.
        if (declared === GiB) sqliteHeaderOf(GiB).copy(zeros);
        for (let written = 0; written < GiB; written += zeros.length)
          yield written === 0 ? zeros : Buffer.alloc(zeros.length);
        yield Buffer.alloc(1024);
      }
      await pipeline(Readable.from(entries()), createGzip({ level: 1 }), createWriteStream(archive));
      expect(statSync(archive).size).toBeLessThan(5 * 1024 ** 2);

      const staging = tempDir();
      let most = 0;
      const watch = setInterval(() => (most = Math.max(most, bytesUnder(staging))), 10);
      try {
        expect(await refusal(unpackAndCheckBackup(archive, staging))).toMatch(message);
      } finally {
        clearInterval(watch);
      }
      expect(most).toBeLessThan(1024 ** 2);
      expect(readdirSync(staging)).toEqual([]);
    },
    60_000,
  );

  it('refuses, before unpacking, an SQLite database whose header gives another size than the manifest', async () => {
    const db = sqliteFile();
    const dir = tempDir();
    writeFileSync(path.join(dir, 'shop.db'), db);
    // The manifest claims one more page than the file's own header counts.
    writeFileSync(path.join(dir, 'manifest.json'), manifestFor([{ path: 'shop.db', size: db.length + 4096 }]));
    const archive = path.join(tempDir(), 'bigger.tar.gz');
    await tar.c({ gzip: true, file: archive, cwd: dir }, ['manifest.json', 'shop.db']);
    const staging = tempDir();
    expect(await refusal(unpackAndCheckBackup(archive, staging))).toBe(
      'This backup is damaged: its database is not the size its manifest says.',
    );
    expect(readdirSync(staging)).toEqual([]);
  });

  it('refuses, before unpacking anything, a manifest that adds up to more than a shop backup can hold', async () => {
    const manifest = manifestFor([{ path: 'shop.db', size: MAX_UNPACKED_BYTES + 1 }]);
    const archive = path.join(tempDir(), 'huge.tar.gz');
    await pipeline(
      Readable.from([
        Buffer.concat([
          header('manifest.json', manifest.length),
          manifest,
          padding(manifest.length),
          Buffer.alloc(1024),
        ]),
      ]),
      createGzip(),
      createWriteStream(archive),
    );
    const staging = tempDir();
    expect(await refusal(unpackAndCheckBackup(archive, staging))).toMatch(/more than a shop backup can/);
    expect(readdirSync(staging)).toEqual([]);
  });
});
