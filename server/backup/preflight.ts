import { createReadStream } from 'node:fs';
import * as tar from 'tar';

/**
 * What a restore checks before it unpacks a byte (issue 33, point 8; decision 0057): the database's
 * own header must be SQLite's and describe a file of exactly the size the manifest declares, and
 * everything the manifest declares must fit in a few times the backup file's own size. A 3.4 MB
 * archive declaring a 1 GiB database of zeros was written out whole before the checksum refused it.
 */

/** The bytes of an SQLite file's header that say what it is and how big it is. */
const SQLITE_HEADER_BYTES = 100;
const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * How many times its own size a backup may unpack to. Pictures and receipts are WebP, which gzip
 * cannot shrink; only the database compresses, by 3 to 10 times for a shop's rows (decision 0057).
 */
export const UNPACK_RATIO = 32;
/** What any backup may unpack to, however small its file: a new shop's database is a few hundred KB. */
export const UNPACK_FLOOR_BYTES = 64 * 1024 ** 2;

/** The most a backup file of `archiveBytes` may write when restored. */
export const unpackAllowance = (archiveBytes: number) => Math.max(UNPACK_FLOOR_BYTES, UNPACK_RATIO * archiveBytes);

/**
 * Why the database entry's first bytes cannot be the database the manifest declares, or undefined
 * when they can: SQLite's magic, a page size that is a power of two from 512 to 65536, and the page
 * count written in the header (valid when its version number matches the change counter, as a
 * backup made by SQLite's online backup always is) times the page size equal to the declared size.
 */
export function databaseHeaderProblem(header: Buffer | undefined, declaredSize: number): string | undefined {
  const notOurs = 'The database in this backup is not a shop database: it is not an SQLite file.';
  if (!header || header.length < SQLITE_HEADER_BYTES || !header.subarray(0, 16).equals(SQLITE_MAGIC)) return notOurs;
  const raw = header.readUInt16BE(16);
  const pageSize = raw === 1 ? 65536 : raw;
  if (pageSize < 512 || pageSize > 65536 || (pageSize & (pageSize - 1)) !== 0) return notOurs;
  const changeCounter = header.readUInt32BE(24);
  const pages = header.readUInt32BE(28);
  const validFor = header.readUInt32BE(92);
  if (pages === 0 || validFor !== changeCounter || pages * pageSize !== declaredSize)
    return 'This backup is damaged: its database is not the size its manifest says.';
  return undefined;
}

/** What entryStart read: `readable` is false when the file is no tar.gz at all; `bytes` is absent when it has no such entry. */
export type EntryStart = { readable: boolean; bytes?: Buffer };

/**
 * The first `count` bytes (all, by default) of the entry `name` in a tar.gz, reading no further into
 * the archive than that entry: the restore reads the manifest and the database's header this way
 * before it unpacks anything.
 */
export function entryStart(archive: string, name: string, count = Infinity): Promise<EntryStart> {
  return new Promise((resolve) => {
    const input = createReadStream(archive);
    let settled = false;
    const finish = (answer: EntryStart) => {
      if (settled) return;
      settled = true;
      input.destroy();
      // What the file stream already handed over is queued in the parser: abort it, or it inflates all of it.
      parser.abort(new Error('read what was needed'));
      resolve(answer);
    };
    const parser: tar.Parser = new tar.Parser({
      strict: true,
      onReadEntry: (entry) => {
        if (entry.path.replace(/^(\.\/)+/, '') !== name) {
          entry.resume();
          return;
        }
        const chunks: Buffer[] = [];
        let read = 0;
        entry.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          read += chunk.length;
          if (read >= count) finish({ readable: true, bytes: Buffer.concat(chunks).subarray(0, count) });
        });
        entry.on('end', () => finish({ readable: true, bytes: Buffer.concat(chunks).subarray(0, count) }));
      },
    });
    parser.on('end', () => finish({ readable: true }));
    parser.on('error', () => finish({ readable: false }));
    input.on('error', () => finish({ readable: false }));
    input.pipe(parser);
  });
}

/** The database entry's header, as databaseHeaderProblem reads it. */
export const databaseHeaderOf = async (archive: string, name: string) =>
  (await entryStart(archive, name, SQLITE_HEADER_BYTES)).bytes;
