import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { backupsDir } from './service';

/*
 * A backup file chosen from the computer is sent once (decision 0138): the preview keeps the upload, as
 * a hidden file in the backups folder (never listed: BACKUP_NAME refuses names starting with a dot), and
 * the restore names it by the id the preview answered. The dialog removes it when it closes; one left
 * behind (a closed window) is removed a day later, when the next file is previewed.
 */

const PREFIX = '.upload-';
/** How long a previewed file waits for its restore before the next preview removes it. */
export const UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000;
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The hidden name an upload is received under (routes.ts receiveBackup). */
export const uploadFileName = (id: string) => `${PREFIX}${id}`;

/** The id of an upload received at `file`. */
export const uploadIdOf = (file: string) => path.basename(file).slice(PREFIX.length);

/** The file of an upload kept by a preview; an id that is not one, or is gone, is refused. */
export async function keptUpload(deps: AppDeps, id: string): Promise<string> {
  const file = UPLOAD_ID.test(id) ? path.join(backupsDir(deps), uploadFileName(id)) : undefined;
  if (!file || !(await stat(file).catch(() => undefined))?.isFile())
    throw new AppError('NOT_FOUND', 'The chosen file is no longer on the shop’s computer: choose it again.');
  return file;
}

/** Removes a kept upload (the dialog closed without restoring it); one already gone is no matter. */
export async function dropUpload(deps: AppDeps, id: string): Promise<void> {
  if (UPLOAD_ID.test(id)) await rm(path.join(backupsDir(deps), uploadFileName(id)), { force: true });
}

/** Removes uploads kept longer than UPLOAD_KEPT_MS: a preview nobody restored nor closed. */
export async function dropStaleUploads(deps: AppDeps): Promise<void> {
  const dir = backupsDir(deps);
  const names = await readdir(dir).catch(() => [] as string[]);
  const now = deps.now().getTime();
  for (const name of names.filter((entry) => entry.startsWith(PREFIX))) {
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (info && now - info.mtimeMs > UPLOAD_KEPT_MS) await rm(path.join(dir, name), { force: true });
  }
}
