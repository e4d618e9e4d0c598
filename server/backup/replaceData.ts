import type Database from 'better-sqlite3';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { forgetKeptProducts } from '../catalog/queries';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { forgetSavedPublicUrl } from '../shop/publicUrl';
import type { CheckedBackup } from './archive';

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
export function replaceData(
  deps: AppDeps,
  checked: Pick<CheckedBackup, 'database' | 'uploadsDir' | 'receiptsDir'>,
): string[] {
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
        // Guards that refuse to delete history (refunds and exchanges, migration 0031) keep the app's own
        // changes from erasing it; a restore replaces all of it with the backup's, so they stand aside for
        // the swap and are made again as they were, inside the same transaction.
        const guards = live
          .prepare("select name, sql from main.sqlite_master where type = 'trigger' and sql like '%RAISE(ABORT%'")
          .all() as { name: string; sql: string }[];
        for (const guard of guards) live.prepare(`drop trigger main.${quote(guard.name)}`).run();
        for (const table of [...tables].reverse()) live.prepare(`delete from main.${quote(table)}`).run();
        for (const table of tables) copy(table);
        for (const guard of guards) live.prepare(guard.sql).run();
        // Each cell's insert added its stock to its product (migration 0008), on top of the product's own
        // copied total: the product's stock is the sum of its cells again, as in the backup.
        live
          .prepare(
            'update main.products set stock = (select coalesce(sum(v.stock), 0) from main.product_variants v where v.product_id = products.id)',
          )
          .run();
        // Each review's insert moved its product's reviews_version (migration 0039): back to the backup's,
        // before the version, which this update moves in turn.
        live
          .prepare(
            'update main.products set reviews_version = r.reviews_version from restore_source.products r where r.id = products.id and products.reviews_version <> r.reviews_version',
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
