import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { LRUCache } from 'lru-cache';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The connection, without drizzle's list of tables: queries name the tables they read (nothing uses
 * drizzle's relational `db.query`), so the bottom layer imports no feature (docs/architecture.md,
 * Server layers). drizzle-kit finds the tables itself (drizzle.config.ts).
 */
export type Db = BetterSQLite3Database & { $client: Database.Database };

/** Beside this module in the sources; the packaged desktop app passes its own copy (electron/layout.ts). */
const defaultMigrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The size past which the checkpoint thread empties the WAL file (checkpoints.ts), and the most of
 * it SQLite keeps when it starts the log over from the beginning (journal_size_limit): decision 0009.
 */
export const WAL_LIMIT_BYTES = 8 * 1024 * 1024;

/** Opens (creating if needed) the shop database and brings its schema up to date. */
export function openDatabase(file: string, migrationsFolder = defaultMigrationsFolder): Db {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // An order answered 2xx must survive a power cut (Pakistan has scheduled ones): FULL syncs the WAL
  // at every commit. NORMAL would only survive a crash of the app and may lose the last commits.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`journal_size_limit = ${WAL_LIMIT_BYTES}`);
  const db = drizzle(sqlite);
  migrate(db, { migrationsFolder });
  keepCompiledStatements(sqlite);
  return db;
}

/** How many compiled statements a connection keeps, the least recently asked for dropped first. */
export const KEPT_STATEMENTS = 300;

/**
 * Each SQL text is compiled once per connection and its statement kept (decision 0096): drizzle
 * prepares every query anew, and compiling costs more than running most of the shop's reads; an
 * INSERT into orders compiles its table's triggers in too. The shop runs on one thread, so a kept
 * statement is never asked for while it runs (nothing iterates a statement lazily).
 */
function keepCompiledStatements(sqlite: Database.Database) {
  const compile = sqlite.prepare.bind(sqlite);
  const kept = new LRUCache<string, Database.Statement>({ max: KEPT_STATEMENTS });
  sqlite.prepare = ((source: string) => {
    let statement = kept.get(source);
    if (!statement) kept.set(source, (statement = compile(source)));
    // The last caller may have asked for arrays (drizzle's selects) or one column: this one gets rows.
    else if (statement.reader) statement.raw(false).pluck(false).expand(false);
    return statement;
  }) as Database.Database['prepare'];
}

/**
 * Writes the WAL back into the database file and empties it, then closes: after a quit, shop.db alone
 * holds everything (a copy of the folder, a power cut before the next start).
 */
export function closeDatabase(db: Db) {
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  db.$client.close();
}

/** A transaction; queries that run inside or outside one take a Queryable. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;
