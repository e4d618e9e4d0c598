import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { mkdir, readdir, rm, stat, unlink } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  backupRetentionSchema,
  DEFAULT_BACKUPS_KEPT,
  type BackupRetention,
  type BackupSummary,
} from '../../common/contract/backups';
import { closeDatabase, openDatabase } from '../db/client';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { forgetSavedPublicUrl } from '../shop/publicUrl';
import { forgetKeptProducts } from '../catalog/queries';
import { shopSettings } from '../shop/schema';
import { backupFileName, exportBackup, readArchiveManifest, unpackAndCheckBackup, type CheckedBackup } from './archive';
import { checkDatabase } from './contents';
import { BackupRejected, type BackupManifest } from './manifest';

/**
 * The admin app's backups (docs/architecture.md, Backups) in the data folder's `backups/` folder:
 * made on request, daily by the schedule (schedule.ts), and before every restore. A restore replaces
 * the data while the shop keeps serving: the backup is unpacked and checked completely first, then
 * the database's contents are replaced in one transaction on the shop's own connection and the
 * pictures folder is swapped in the same tick, so no request ever sees half of each.
 */

type BackupKind = BackupSummary['kind'];

export const backupsDir = (deps: Pick<AppDeps, 'config'>) => path.join(deps.config.dataDir, 'backups');

/** What the shop names its files; the kind is in the name, so the schedule prunes only its own. */
const KIND_SUFFIX: Record<BackupKind, string> = { manual: '', automatic: '-auto', safety: '-before-restore' };
const kindOf = (name: string): BackupKind =>
  name.includes(KIND_SUFFIX.safety) ? 'safety' : /-auto(-\d+)?\.tar\.gz$/.test(name) ? 'automatic' : 'manual';

/**
 * A name a backup may be asked for by: letters, digits, dot, dash and underscore ending in .tar.gz,
 * not starting with a dot (staging and half-written files do). No separators, so never a path.
 */
const BACKUP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}\.tar\.gz$/;

/** One backup or restore at a time per shop: an export links pictures a restore would be moving. */
const queues = new WeakMap<object, Promise<unknown>>();
function oneAtATime<T>(deps: AppDeps, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(deps.db) ?? Promise.resolve();
  const next = previous.then(work, work);
  queues.set(
    deps.db,
    next.catch(() => undefined),
  );
  return next;
}

/** A new file name in the backups folder: by date (backupFileName), a number added if the minute is taken. */
function freshTarget(dir: string, at: Date, kind: BackupKind): string {
  const stem = backupFileName(at).replace(/\.tar\.gz$/, '');
  for (let attempt = 1; ; attempt++) {
    const name = `${stem}${KIND_SUFFIX[kind]}${attempt === 1 ? '' : `-${attempt}`}.tar.gz`;
    if (!existsSync(path.join(dir, name))) return path.join(dir, name);
  }
}

const summaryOf = (
  name: string,
  bytes: number,
  manifest: BackupManifest | undefined,
  modified: Date,
): BackupSummary => ({
  name,
  kind: kindOf(name),
  createdAt: manifest?.createdAt ?? modified.toISOString(),
  bytes,
  counts: manifest?.counts ?? null,
});

async function writeBackup(deps: AppDeps, kind: BackupKind): Promise<BackupSummary> {
  const dir = backupsDir(deps);
  await mkdir(dir, { recursive: true });
  const now = deps.now();
  const exported = await exportBackup(
    { sqlite: deps.db.$client, uploadsDir: deps.uploadsDir, receiptsDir: deps.receiptsDir, stagingParent: dir },
    freshTarget(dir, now, kind),
    now,
  );
  return summaryOf(path.basename(exported.file), exported.bytes, exported.manifest, now);
}

/** A backup of the shop as it is now, while it keeps serving (SQLite online backup). */
export const createBackup = (deps: AppDeps, kind: Exclude<BackupKind, 'safety'> = 'manual') =>
  oneAtATime(deps, () => writeBackup(deps, kind));

/** The backups in the folder, newest first, with what their manifests say. */
export async function listBackups(deps: AppDeps): Promise<BackupSummary[]> {
  const dir = backupsDir(deps);
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const found = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && BACKUP_NAME.test(entry.name))
      .map(async (entry) => {
        const file = path.join(dir, entry.name);
        const [info, manifest] = await Promise.all([stat(file), readArchiveManifest(file)]);
        return summaryOf(entry.name, info.size, manifest, info.mtime);
      }),
  );
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
}

/** The file of a listed backup; a name that is not one (or tries to leave the folder) is refused. */
export async function backupFile(deps: AppDeps, name: string): Promise<string> {
  if (!BACKUP_NAME.test(name)) throw new AppError('VALIDATION', 'That is not the name of a backup.');
  const file = path.join(backupsDir(deps), name);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new AppError('NOT_FOUND', 'There is no backup with that name.');
  return file;
}

/**
 * Deletes one backup the owner chose (any kind: they are the owner's files, and the admin app asks
 * first). Waits for a backup or restore under way, so a file being written or read is never removed.
 */
export const deleteBackup = (deps: AppDeps, name: string) =>
  oneAtATime(deps, async () => unlink(await backupFile(deps, name)));

const RETENTION_KEY = 'backups';

/** How many automatic backups to keep; the default until the owner changes it. Stored beside the shop policy. */
export function readRetention(deps: Pick<AppDeps, 'db'>): BackupRetention {
  const row = deps.db.select().from(shopSettings).where(eq(shopSettings.key, RETENTION_KEY)).get();
  const stored = backupRetentionSchema.safeParse(row?.value);
  return stored.success ? stored.data : { keep: DEFAULT_BACKUPS_KEPT };
}

export function writeRetention(deps: Pick<AppDeps, 'db'>, retention: BackupRetention): BackupRetention {
  const value = backupRetentionSchema.parse(retention);
  deps.db
    .insert(shopSettings)
    .values({ key: RETENTION_KEY, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value } })
    .run();
  return value;
}

/**
 * Deletes the oldest automatic backups beyond the number kept. The owner's own backups and the
 * safety copies made before restores are never deleted here: they were made on purpose.
 */
export async function pruneAutomaticBackups(deps: AppDeps): Promise<string[]> {
  const { keep } = readRetention(deps);
  const surplus = (await listBackups(deps)).filter((backup) => backup.kind === 'automatic').slice(keep);
  for (const backup of surplus) await unlink(path.join(backupsDir(deps), backup.name));
  return surplus.map((backup) => backup.name);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The schedule's work: a backup when the newest automatic one is a day old (by the shop's clock,
 * AppDeps.now) or there is none, then pruning. Answers the backup made, if any.
 */
export async function runDailyBackup(deps: AppDeps): Promise<BackupSummary | undefined> {
  const newest = (await listBackups(deps)).find((backup) => backup.kind === 'automatic');
  if (newest && deps.now().getTime() - Date.parse(newest.createdAt) < DAY_MS) return undefined;
  const made = await createBackup(deps, 'automatic');
  await pruneAutomaticBackups(deps);
  return made;
}

export type RestoreResult = { restored: Pick<BackupSummary, 'createdAt' | 'bytes' | 'counts'>; safetyCopy: string };

/**
 * Restores the backup in `archive`. Every check runs before anything changes: the archive
 * (archive.ts), that it is not from a newer version of the app, and its database brought up to this
 * version's schema and checked again. A refusal is an AppError('BACKUP_REJECTED') and the shop's data
 * is as it was. Then a safety copy of today's data is saved, and the data is replaced.
 */
export function restoreBackup(deps: AppDeps, archive: string): Promise<RestoreResult> {
  return oneAtATime(deps, async () => {
    const dir = backupsDir(deps);
    await mkdir(dir, { recursive: true });
    const bytes = (await stat(archive)).size;
    let checked: CheckedBackup;
    try {
      checked = await unpackAndCheckBackup(archive, dir);
    } catch (error) {
      if (error instanceof BackupRejected) throw new AppError('BACKUP_REJECTED', error.message);
      throw error;
    }
    try {
      prepareDatabase(deps, checked.database);
      const safety = await writeBackup(deps, 'safety');
      for (const previous of replaceData(deps, checked)) await rm(previous, { recursive: true, force: true });
      deps.logger.info(`restored the backup of ${checked.manifest.createdAt}; the data before it is in ${safety.name}`);
      return {
        restored: { createdAt: checked.manifest.createdAt, bytes, counts: checked.manifest.counts ?? null },
        safetyCopy: safety.name,
      };
    } finally {
      await rm(checked.dir, { recursive: true, force: true });
    }
  });
}

/** Refuses a database from a newer app, then migrates the unpacked copy to this version and checks it. */
function prepareDatabase(deps: AppDeps, database: string) {
  const newestMigration = (sqlite: Database.Database) =>
    (sqlite.prepare('select max(created_at) from __drizzle_migrations').pluck().get() as number | null) ?? 0;
  const incoming = new Database(database, { readonly: true, fileMustExist: true });
  let newer: boolean;
  try {
    newer = newestMigration(incoming) > newestMigration(deps.db.$client);
  } finally {
    incoming.close();
  }
  if (newer)
    throw new AppError(
      'BACKUP_REJECTED',
      'This backup was made by a newer version of the app. Update the app, then restore it.',
    );
  try {
    closeDatabase(openDatabase(database, deps.migrationsDir));
    checkDatabase(database);
  } catch (error) {
    throw new AppError(
      'BACKUP_REJECTED',
      `This backup cannot be brought up to this version of the app (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
}

/**
 * The owner's sign-in is not part of what a restore brings back: an old backup (or another shop's)
 * must not lock the owner out or end the session that is restoring it.
 */
const KEPT_TABLES = new Set(['admins', '__drizzle_migrations']);

/** Tables of a schema that hold rows of their own (not SQLite's, not a search index's shadow tables). */
function tablesOf(sqlite: Database.Database, schema: string): string[] {
  return (sqlite.pragma(`${schema}.table_list`) as { name: string; type: string }[])
    .filter((table) => table.type === 'table' && !table.name.startsWith('sqlite_') && !KEPT_TABLES.has(table.name))
    .map((table) => table.name);
}

/** Parents before children, so inserts meet their foreign keys and the catalog's triggers see products first. */
function parentsFirst(sqlite: Database.Database, tables: string[]): string[] {
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const key of sqlite.pragma(`foreign_key_list("${table}")`) as { table: string }[])
      if (tables.includes(key.table)) visit(key.table, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Swaps in the checked backup. The rows go through the shop's own connection in one transaction, so
 * the triggers that keep the search index and the catalog's caches right see every change, and a
 * failure rolls back all of it; the pictures and receipts folders are renamed into place in the same
 * tick and put back if the transaction fails. Answers the folders moved aside, to delete.
 */
function replaceData(deps: AppDeps, checked: Pick<CheckedBackup, 'database' | 'uploadsDir' | 'receiptsDir'>): string[] {
  const live = deps.db.$client;
  live.prepare('attach database ? as restore_source').run(checked.database);
  const folders = [
    { live: deps.uploadsDir, incoming: checked.uploadsDir },
    { live: deps.receiptsDir, incoming: checked.receiptsDir },
  ].map((folder) => ({ ...folder, aside: `${folder.live}.previous-${randomUUID()}` }));
  try {
    const tables = parentsFirst(live, tablesOf(live, 'main'));
    const incoming = new Set(tablesOf(live, 'restore_source'));
    const missing = tables.find((table) => !incoming.has(table));
    if (missing) throw new AppError('BACKUP_REJECTED', `The database in this backup has no ${missing} table.`);
    const hasSequence = Boolean(
      live.prepare("select 1 from restore_source.sqlite_master where name = 'sqlite_sequence'").get(),
    );

    const swapped: typeof folders = [];
    try {
      for (const folder of folders) {
        // A shop started before receipts existed may have no receipts folder yet.
        mkdirSync(folder.live, { recursive: true, mode: 0o700 });
        renameSync(folder.live, folder.aside);
        swapped.push(folder);
        renameSync(folder.incoming, folder.live);
      }
      const listingBefore = live.prepare('select version from main.catalog_listing').pluck().get();
      live.transaction(() => {
        live.pragma('defer_foreign_keys = ON');
        const columnsOf = (table: string) =>
          (live.pragma(`main.table_info(${quote(table)})`) as { name: string }[])
            .map((column) => quote(column.name))
            .join(', ');
        const copy = (table: string) => {
          const columns = columnsOf(table);
          live.prepare(`delete from main.${quote(table)}`).run();
          live
            .prepare(
              `insert into main.${quote(table)} (${columns}) select ${columns} from restore_source.${quote(table)}`,
            )
            .run();
        };
        for (const table of [...tables].reverse()) live.prepare(`delete from main.${quote(table)}`).run();
        for (const table of tables) copy(table);
        // Each cell's insert added its stock to its product (migration 0008), on top of the product's own
        // copied total: the product's stock is the sum of its cells again, as in the backup.
        live
          .prepare(
            'update main.products set stock = (select coalesce(sum(v.stock), 0) from main.product_variants v where v.product_id = products.id)',
          )
          .run();
        // Each product's version (migration 0019) moved on as its rows went in: back to the backup's. Only
        // rows whose version differs are written, so the version trigger leaves them as set.
        live
          .prepare(
            'update main.products set version = r.version from restore_source.products r where r.id = products.id and products.version <> r.version',
          )
          .run();
        if (hasSequence) {
          live.prepare('delete from main.sqlite_sequence').run();
          live
            .prepare(
              'insert into main.sqlite_sequence (name, seq) select name, seq from restore_source.sqlite_sequence',
            )
            .run();
        }
        // Tables kept by triggers (the sales summaries) were filled again as their source rows went in,
        // possibly after they were copied: each table that differs from the backup is copied again,
        // until every one matches it exactly; otherwise the whole restore rolls back.
        const differs = (table: string) => {
          const [columns, mine, theirs] = [columnsOf(table), `main.${quote(table)}`, `restore_source.${quote(table)}`];
          return live
            .prepare(
              `select (select count(*) from ${mine}) <> (select count(*) from ${theirs}) or exists (select ${columns} from ${mine} except select ${columns} from ${theirs})`,
            )
            .pluck()
            .get() as number;
        };
        for (let round = 0; ; round++) {
          const different = tables.filter((table) => differs(table));
          if (different.length === 0) break;
          if (round === 3) throw new Error(`the restored ${different.join(', ')} did not come out as in the backup`);
          for (const table of different) copy(table);
        }
        // Kept catalog answers are stamped with the listing's version (catalog/answerCache.ts): the
        // restored catalog gets one this shop never had, even when the backup came from another shop.
        live.prepare('update main.catalog_listing set version = max(version, ?) + 1').run(listingBefore);
      })();
      forgetSavedPublicUrl(deps.db);
      // A version number may now name other content than the product text kept under it.
      forgetKeptProducts(deps.db);
    } catch (error) {
      for (const folder of swapped.reverse()) {
        if (existsSync(folder.live)) renameSync(folder.live, folder.incoming);
        renameSync(folder.aside, folder.live);
      }
      throw error;
    }
  } finally {
    live.prepare('detach database restore_source').run();
  }
  return folders.map((folder) => folder.aside);
}
