import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE, MANIFEST_FILE } from './manifest';

/**
 * For the backup tests: writes the database's true size and checksum into the manifest of an unpacked
 * backup after the test changed the database, so the restore's checks past the checksums meet the change.
 */
export function resealDatabase(dir: string) {
  const manifestFile = path.join(dir, MANIFEST_FILE);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    files: { path: string; size: number; sha256: string }[];
  };
  const bytes = readFileSync(path.join(dir, DATABASE_FILE));
  manifest.files = manifest.files.map((file) =>
    file.path === DATABASE_FILE
      ? { path: DATABASE_FILE, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }
      : file,
  );
  writeFileSync(manifestFile, JSON.stringify(manifest));
}
