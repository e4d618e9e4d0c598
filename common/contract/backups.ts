import { z } from 'zod';
import { endpoints, isoTimestamp, okData, okMessage, backupNameParam, pathParam } from './endpoint';

/** How many automatic daily backups the shop keeps (docs/architecture.md, Backups); the owner changes it. */
export const DEFAULT_BACKUPS_KEPT = 7;
export const MAX_BACKUPS_KEPT = 90;

export const backupRetentionSchema = z.object({
  keep: z
    .number({ error: 'Keep a whole number of daily backups' })
    .int('Keep a whole number of daily backups')
    .min(1, 'Keep at least 1 daily backup')
    .max(MAX_BACKUPS_KEPT, `Keep at most ${MAX_BACKUPS_KEPT} daily backups`),
});
export type BackupRetention = z.infer<typeof backupRetentionSchema>;

/** Made by the daily schedule (pruned to the last `keep`), by the owner, or before a restore (never pruned). */
export const BACKUP_KINDS = ['automatic', 'manual', 'safety'] as const;

const countsSchema = z.object({ products: z.number().int(), orders: z.number().int(), customers: z.number().int() });

export const backupSummarySchema = z.object({
  name: z.string(),
  kind: z.enum(BACKUP_KINDS),
  createdAt: isoTimestamp,
  bytes: z.number().int().min(0),
  /** What the backup holds; null when it was made before backups recorded it, or cannot be read. */
  counts: countsSchema.nullable(),
});
export type BackupSummary = z.infer<typeof backupSummarySchema>;

export const backupListSchema = z.object({ backups: z.array(backupSummarySchema), retention: backupRetentionSchema });
export type BackupList = z.infer<typeof backupListSchema>;

/** The multipart form field the backup file travels in, and the word the owner types to confirm. */
export const BACKUP_UPLOAD_FIELD = 'backup';
export const RESTORE_CONFIRMATION = 'RESTORE';
export const backupRestoreFieldsSchema = z.object({
  confirm: z.literal(RESTORE_CONFIRMATION, {
    error: `Type ${RESTORE_CONFIRMATION} to confirm that the shop's data is to be replaced`,
  }),
});

const backupRestoredSchema = okData(
  z.object({ restored: backupSummarySchema.omit({ name: true, kind: true }), safetyCopy: z.string() }),
).extend({ message: z.string() });

/**
 * What a restore of a backup would do, read from the backup checked completely (as a restore checks
 * it) but not applied (decision 0131): when it was made, what its database holds and what the shop
 * holds now, and how many of today's orders and customer accounts the backup does not have, which a
 * restore would lose.
 */
export const backupPreviewSchema = z.object({
  createdAt: isoTimestamp,
  bytes: z.number().int().min(0),
  counts: countsSchema,
  now: countsSchema,
  lost: z.object({ orders: z.number().int().min(0), customers: z.number().int().min(0) }),
});
export type BackupPreview = z.infer<typeof backupPreviewSchema>;

/** A chosen file's preview names the file the server kept, for the restore to name in turn (decision 0138). */
export const uploadPreviewSchema = backupPreviewSchema.extend({ upload: z.string() });
export type UploadPreview = z.infer<typeof uploadPreviewSchema>;
const uploadParams = z.object({ upload: pathParam });

/**
 * The owner's backups (docs/architecture.md, Backups). The restore takes a multipart form (the file
 * in BACKUP_UPLOAD_FIELD and `confirm`), so it declares no JSON body; the download answers with the file.
 */
export const backupEndpoints = endpoints({
  'GET /api/admin/backups': { auth: 'admin', permission: 'backups', response: okData(backupListSchema) },
  'POST /api/admin/backups': {
    auth: 'admin',
    permission: 'backups',
    response: okData(backupSummarySchema).extend({ message: z.string() }),
  },
  'GET /api/admin/backups/:name': {
    auth: 'admin',
    permission: 'backups',
    params: z.object({ name: backupNameParam }),
    response: z.never(),
  },
  'DELETE /api/admin/backups/:name': {
    auth: 'admin',
    permission: 'backups',
    params: z.object({ name: backupNameParam }),
    response: okMessage,
  },
  'PUT /api/admin/backups/retention': {
    auth: 'admin',
    permission: 'backups',
    body: backupRetentionSchema,
    response: okData(backupRetentionSchema).extend({ message: z.string() }),
  },
  'POST /api/admin/backups/restore': {
    auth: 'admin',
    permission: 'backups',
    response: backupRestoredSchema,
  },
  /**
   * A chosen file read, checked and compared with the shop now; nothing is replaced (multipart, as the
   * restore). The file is kept, under the answer's `upload`, for the restore below (decision 0138).
   */
  'POST /api/admin/backups/preview': { auth: 'admin', permission: 'backups', response: okData(uploadPreviewSchema) },
  /** The file a preview kept, restored without sending it again; the same checks, typed word and safety copy. */
  'POST /api/admin/backups/uploads/:upload/restore': {
    auth: 'admin',
    permission: 'backups',
    params: uploadParams,
    body: backupRestoreFieldsSchema,
    response: backupRestoredSchema,
  },
  /** The kept file removed: the owner closed the dialog or chose another file. */
  'DELETE /api/admin/backups/uploads/:upload': {
    auth: 'admin',
    permission: 'backups',
    params: uploadParams,
    response: okMessage,
  },
  'GET /api/admin/backups/:name/preview': {
    auth: 'admin',
    permission: 'backups',
    params: z.object({ name: backupNameParam }),
    response: okData(backupPreviewSchema),
  },
  /** A saved backup restored without downloading and uploading it again; the same checks and safety copy. */
  'POST /api/admin/backups/:name/restore': {
    auth: 'admin',
    permission: 'backups',
    params: z.object({ name: backupNameParam }),
    body: backupRestoreFieldsSchema,
    response: backupRestoredSchema,
  },
});
