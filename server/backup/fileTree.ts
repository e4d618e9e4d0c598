import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export type DescribedFile = { path: string; size: number; sha256: string };

/** Every regular file under `root`, with forward-slash paths relative to it, its size and SHA-256. */
export async function describeFiles(root: string): Promise<DescribedFile[]> {
  const files: DescribedFile[] = [];
  for (const relative of await listFiles(root)) {
    const full = path.join(root, relative);
    files.push({
      path: relative.split(path.sep).join('/'),
      size: (await stat(full)).size,
      sha256: await sha256Of(full),
    });
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

async function listFiles(root: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(root, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) found.push(...(await listFiles(root, relative)));
    else if (entry.isFile()) found.push(relative);
  }
  return found;
}

function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Mirrors the regular files of `from` into `to` as hard links, or copies where linking is refused. */
export async function linkTree(from: string, to: string) {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else if (entry.isFile()) await link(source, target).catch(() => copyFile(source, target));
  }
}
