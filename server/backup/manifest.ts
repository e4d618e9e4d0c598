import { z } from 'zod';

/**
 * A backup is one gzipped tar file (docs/architecture.md, Desktop shell): `manifest.json`, `shop.db` (a
 * consistent copy made with SQLite's online backup, never a raw copy of a file in use), the
 * `uploads/` folder and the `receipts/` folder (shoppers' bank receipts, docs/decisions/0051), with the
 * size and SHA-256 of every file in the manifest. Backups made before receipts simply have none.
 */
export const BACKUP_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'shop.db';
export const UPLOADS_FOLDER = 'uploads';
export const RECEIPTS_FOLDER = 'receipts';

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  files: z
    .array(
      z.object({ path: z.string().min(1), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
    )
    .min(1),
  /** What the database held, so a list of backups needs only the manifests; absent in older backups. */
  counts: z
    .object({ products: z.number().int().min(0), orders: z.number().int().min(0), customers: z.number().int().min(0) })
    .optional(),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** Why a backup was refused, in words for the owner; nothing has been replaced when this is thrown. */
export class BackupRejected extends Error {}

/** The manifest's text parsed and checked; BackupRejected says why it is not a shop backup's. */
export function parseManifest(raw: string | undefined): BackupManifest {
  if (raw === undefined)
    throw new BackupRejected('This backup has no manifest: it was not made by the shop, or it is incomplete.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BackupRejected('The manifest of this backup is damaged.');
  }
  const format = (parsed as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format > BACKUP_FORMAT)
    throw new BackupRejected('This backup was made by a newer version of the app. Update the app, then restore it.');
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success)
    throw new BackupRejected('The manifest of this backup is damaged or from an unknown version of the app.');
  return manifest.data;
}
