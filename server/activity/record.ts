import type { Request } from 'express';
import { ACTIVITY_KINDS, type ActivityKind } from '../../common/activity';
import type { Db } from '../db/client';
import { activityLog } from './schema';

export type Snapshot = Record<string, unknown>;

/** What one change says about itself: its kind, what it names, and how to read that thing before and after. */
export type ChangeSpec = {
  kind: ActivityKind;
  orderRef?: string;
  productId?: string;
  subject?: string;
  /** The thing as it stands (undefined: it does not exist). Read before and after the change. */
  read?: () => Snapshot | undefined;
  /** Said in a sentence when the fields alone do not say it (bulk cancels, restores). */
  summary?: string;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a thing is called (a staff member's name, a product's title, a code): kept with every entry that
 * changed something else of it, so its sentence can name it (decision 0134), though it did not change.
 */
const NAMING_KEYS = ['name', 'title', 'code'];

/** The fields that differ, as they were and as they became; a thing made or removed is all before or all after. */
export function changedFields(before: Snapshot | undefined, after: Snapshot | undefined) {
  if (!before || !after) return { before: before ?? null, after: after ?? null };
  const differ = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !same(before[key], after[key]),
  );
  const naming = NAMING_KEYS.filter((key) => key in after && !differ.includes(key));
  const keys = differ.length ? [...naming, ...differ] : [];
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** A value as the owner reads it: a field that was empty or is cleared reads "(none)", not JSON's null. */
const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '(none)'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** A field worth naming in a thing made or removed: set, and not a plain "no" or an empty list. */
const worthNaming = (value: unknown) =>
  value !== null && value !== undefined && value !== false && value !== '' && !(Array.isArray(value) && !value.length);

/**
 * "status: confirmed → shipped; total: 2300 → 2600". A thing made or removed is named by its fields
 * ("name: Sana; username: sana; role: packer"): the entry already shows its kind, so repeating the
 * kind's words would say nothing about which account or order it was. The kind's words only when
 * there is nothing else to say.
 */
function sentence(kind: ActivityKind, before: Snapshot | null, after: Snapshot | null, given?: string) {
  if (given) return given;
  if (before && after) {
    const parts = Object.keys(after)
      .filter((key) => !same(before[key], after[key]))
      .map((key) => `${key}: ${shown(before[key])} → ${shown(after[key])}`);
    return parts.length ? parts.join('; ') : `${ACTIVITY_KINDS[kind]}: nothing changed`;
  }
  const thing = Object.entries(after ?? before ?? {}).filter(([, value]) => worthNaming(value));
  return thing.length ? thing.map(([key, value]) => `${key}: ${shown(value)}`).join('; ') : ACTIVITY_KINDS[kind];
}

export type Actor = { id: number | null; name: string };
export const actorOf = (req: Request): Actor => ({ id: req.admin!.id, name: req.admin!.name });

/** Writes one entry. Call it inside the change's transaction, so the change and its record commit together. */
export function writeActivity(
  db: Db,
  actor: Actor,
  spec: ChangeSpec,
  before: Snapshot | undefined,
  after: Snapshot | undefined,
  at: Date,
): void {
  const changed = changedFields(before, after);
  db.insert(activityLog)
    .values({
      at,
      staffId: actor.id,
      staffName: actor.name,
      kind: spec.kind,
      orderRef: spec.orderRef ?? null,
      productId: spec.productId ?? null,
      subject: spec.subject ?? null,
      summary: sentence(spec.kind, changed.before, changed.after, spec.summary),
      before: changed.before ? JSON.stringify(changed.before) : null,
      after: changed.after ? JSON.stringify(changed.after) : null,
    })
    .run();
}

/**
 * Runs a route's change and writes who made it, with the values before and after, in one transaction
 * (better-sqlite3 nests the service's own transaction as a savepoint): if either fails, neither is kept.
 * The change must be synchronous; async work (hashing, files) goes before or after it.
 */
export function recorded<T>(
  deps: { db: Db; now: () => Date },
  actor: Actor,
  spec: ChangeSpec | ((result: T) => ChangeSpec),
  change: () => T,
): T {
  return deps.db.transaction(() => {
    const early = typeof spec === 'function' ? undefined : spec;
    const before = early?.read?.();
    const result = change();
    const final = typeof spec === 'function' ? spec(result) : spec;
    writeActivity(deps.db, actor, final, before, final.read?.(), deps.now());
    return result;
  });
}
