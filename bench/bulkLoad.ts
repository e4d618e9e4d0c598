import type Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../server/db/migrations');

/** A migration's statements, without its comment lines. */
function statementsOf(file: string): string[] {
  return readFileSync(path.join(migrations, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) =>
      statement
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter(Boolean);
}

/**
 * Writes rows into empty tables as one bulk load. Triggers on those tables keep derived data (search
 * indexes, summaries) one row at a time, which makes 100,000 rows take minutes: they are set aside
 * while `write` runs, the derived data is built once by the statements the migrations that made those
 * triggers end with (they fill it for rows already there), and the triggers are put back, all in one
 * transaction. Triggers of other tables keep running, so what derives from derived data follows too.
 */
export function bulkLoad(sqlite: Database.Database, tables: string[], write: () => void) {
  const triggers = sqlite
    .prepare(
      `select name, sql from sqlite_master where type = 'trigger' and tbl_name in (${tables.map(() => '?').join(', ')})`,
    )
    .all(...tables) as { name: string; sql: string }[];
  const names = new Set(triggers.map((trigger) => trigger.name));
  // The migrations that created these triggers, and the statements each ends with that are not creations.
  const builds = readdirSync(migrations)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map(statementsOf)
    .filter((statements) =>
      statements.some((statement) => [...names].some((name) => statement.startsWith(`CREATE TRIGGER \`${name}\``))),
    )
    .flatMap((statements) => statements.filter((statement) => !/^(CREATE|DROP|ALTER)\b/i.test(statement)));
  sqlite.transaction(() => {
    for (const table of tables) {
      if (sqlite.prepare(`select 1 from "${table}" limit 1`).get())
        throw new Error(`bulkLoad writes into empty tables only: ${table} has rows`);
    }
    for (const { name } of triggers) sqlite.exec(`drop trigger "${name}"`);
    write();
    for (const statement of builds) sqlite.exec(statement);
    for (const { sql } of triggers) sqlite.exec(sql);
  })();
}
