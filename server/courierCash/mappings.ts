import { and, eq } from 'drizzle-orm';
import {
  guessMapping,
  REPORT_FIELDS,
  type ColumnMapping,
  type ReportKind,
  type SavedMapping,
} from '../../common/courierCash';
import type { Queryable } from '../db/client';
import { courierReportMappings } from './schema';

/** The one store of owners' column mappings, for payment and status reports alike. */
export function savedMapping(db: Queryable, courierKey: string, kind: ReportKind): SavedMapping | undefined {
  return db
    .select({ mapping: courierReportMappings.mapping })
    .from(courierReportMappings)
    .where(and(eq(courierReportMappings.courierKey, courierKey), eq(courierReportMappings.kind, kind)))
    .get()?.mapping;
}

export function saveMapping(db: Queryable, courierKey: string, kind: ReportKind, mapping: SavedMapping, now: Date) {
  db.insert(courierReportMappings)
    .values({ courierKey, kind, mapping, updatedAt: now })
    .onConflictDoUpdate({
      target: [courierReportMappings.courierKey, courierReportMappings.kind],
      set: { mapping, updatedAt: now },
    })
    .run();
}

/**
 * The columns to read this file by: the owner's, else those saved for the courier where the file has
 * those headings, else the shop's guess from the headings. A heading the file lacks is dropped.
 */
export function columnsFor(
  kind: ReportKind,
  headers: readonly string[],
  given: ColumnMapping | undefined,
  saved: SavedMapping | undefined,
): { columns: ColumnMapping; source: 'yours' | 'saved' | 'guessed' } {
  const present = (mapping: ColumnMapping) =>
    Object.fromEntries(
      REPORT_FIELDS[kind].flatMap((field) =>
        mapping[field] !== undefined && headers.includes(mapping[field]) ? [[field, mapping[field]]] : [],
      ),
    ) as ColumnMapping;
  if (given) return { columns: present(given), source: 'yours' };
  const fromSaved = saved && present(saved.columns);
  if (fromSaved && Object.keys(fromSaved).length === Object.keys(saved.columns).length) {
    return { columns: fromSaved, source: 'saved' };
  }
  return { columns: guessMapping(kind, headers), source: 'guessed' };
}
