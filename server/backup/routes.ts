import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Router, type Request, type RequestHandler } from 'express';
import multer from 'multer';
import { BACKUP_UPLOAD_FIELD, backupRestoreFieldsSchema } from '../../common/contract/backups';
import { requireAdmin } from '../auth/middleware';
import type { AppDeps } from '../deps';
import { AppError, parseWith } from '../http/errors';
import { ANSWERED, route } from '../http/route';
import { actorOf, writeActivity } from '../activity/record';
import { previewBackup } from './preview';
import { restoreBackup, type RestoreResult } from './restore';
import { readRetention, writeRetention } from './retention';
import { backupFile, backupsDir, createBackup, deleteBackup, listBackups } from './service';
import { dropStaleUploads, dropUpload, keptUpload, uploadFileName, uploadIdOf } from './uploads';

/** A shirt shop's backup (database and web-sized pictures) is far below this; a larger upload is not one. */
export const MAX_BACKUP_UPLOAD_BYTES = 2 * 1024 ** 3;

const formatSize = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`;

/**
 * The upload goes straight to a hidden file in the backups folder (never into memory), at most
 * `maxBytes`; multer deletes a partial file itself when it stops reading.
 */
function receiveBackup(deps: AppDeps, maxBytes: number): RequestHandler {
  const receive = multer({
    storage: multer.diskStorage({
      destination: backupsDir(deps),
      filename: (_req, _file, done) => done(null, uploadFileName(randomUUID())),
    }),
    limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 },
  }).single(BACKUP_UPLOAD_FIELD);
  return (req, res, next) => {
    receive(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE')
          return next(
            new AppError(
              'PAYLOAD_TOO_LARGE',
              `This file is larger than a shop backup can be (${formatSize(maxBytes)}).`,
            ),
          );
        return next(new AppError('VALIDATION', `Send one backup file in the form field '${BACKUP_UPLOAD_FIELD}'.`));
      }
      next(error);
    });
  };
}

/** The owner's backups (docs/architecture.md, Backups): every route for the admin only. */
export function backupRoutes(deps: AppDeps, { maxUploadBytes = MAX_BACKUP_UPLOAD_BYTES } = {}): Router {
  const router = Router();
  const admin = requireAdmin(deps);

  route(router, 'GET /api/admin/backups', [admin], async () => ({
    success: true,
    data: { backups: await listBackups(deps), retention: readRetention(deps) },
  }));

  route(router, 'POST /api/admin/backups', [admin], async ({ res }) => {
    const made = await createBackup(deps);
    res.status(201);
    return { success: true, data: made, message: `Backup ${made.name} saved` };
  });

  route(router, 'PUT /api/admin/backups/retention', [admin], ({ body }) => {
    const retention = writeRetention(deps, body);
    return { success: true, data: retention, message: `The last ${retention.keep} daily backups will be kept` };
  });

  /** The activity entry and the owner's message for a restore done. */
  const restored = (req: Request, outcome: RestoreResult) => {
    // Written into the restored data, which is the shop's from now on: the restore is its first entry.
    const summary = `Restored the backup of ${outcome.restored.createdAt}; the data before it was saved as ${outcome.safetyCopy}`;
    writeActivity(deps.db, actorOf(req), { kind: 'backup.restore', summary }, undefined, undefined, deps.now());
    return {
      success: true as const,
      data: outcome,
      message: `Restored: the shop's data is now the backup of ${outcome.restored.createdAt}. The data before it was saved as ${outcome.safetyCopy}.`,
    };
  };

  /** Runs `first` (the form's other fields checked), then `work` on the uploaded file, which is deleted afterwards whatever happens. */
  const withUpload = async <T>(req: Request, work: (upload: string) => Promise<T>, first = () => {}): Promise<T> => {
    const upload = req.file?.path;
    try {
      first();
      if (!upload)
        throw new AppError('VALIDATION', `Choose the backup file to restore (form field '${BACKUP_UPLOAD_FIELD}').`);
      return await work(upload);
    } finally {
      if (upload) await rm(upload, { force: true });
    }
  };

  // The token is checked before a byte of the file is read.
  route(router, 'POST /api/admin/backups/restore', [admin, receiveBackup(deps, maxUploadBytes)], ({ req }) =>
    withUpload(
      req,
      async (upload) => restored(req, await restoreBackup(deps, upload)),
      () => parseWith(backupRestoreFieldsSchema, req.body ?? {}),
    ),
  );

  // Read and compared, never applied (decision 0131): the dialog shows it before the owner confirms. The
  // file is kept for the restore the owner may confirm next, so it is sent once (decision 0138, uploads.ts);
  // one the restore would refuse is not.
  route(router, 'POST /api/admin/backups/preview', [admin, receiveBackup(deps, maxUploadBytes)], async ({ req }) => {
    const upload = req.file?.path;
    if (!upload)
      throw new AppError('VALIDATION', `Choose the backup file to restore (form field '${BACKUP_UPLOAD_FIELD}').`);
    try {
      await dropStaleUploads(deps);
      return { success: true, data: { ...(await previewBackup(deps, upload)), upload: uploadIdOf(upload) } };
    } catch (error) {
      await rm(upload, { force: true });
      throw error;
    }
  });

  // The file a preview kept, restored without being sent again; it is removed once the restore has run.
  route(router, 'POST /api/admin/backups/uploads/:upload/restore', [admin], async ({ params, req }) => {
    const upload = await keptUpload(deps, params.upload);
    try {
      return restored(req, await restoreBackup(deps, upload));
    } finally {
      await rm(upload, { force: true });
    }
  });

  // The restore dialog closed, or another file was chosen: the kept file goes.
  route(router, 'DELETE /api/admin/backups/uploads/:upload', [admin], async ({ params }) => {
    await dropUpload(deps, params.upload);
    return { success: true, message: 'The chosen file was removed from the shop’s computer' };
  });

  route(router, 'GET /api/admin/backups/:name/preview', [admin], async ({ params }) => ({
    success: true,
    data: await previewBackup(deps, await backupFile(deps, params.name)),
  }));

  // A saved backup is restored where it lies; the file stays in the list afterwards.
  route(router, 'POST /api/admin/backups/:name/restore', [admin], async ({ params, req }) =>
    restored(req, await restoreBackup(deps, await backupFile(deps, params.name))),
  );

  route(router, 'GET /api/admin/backups/:name', [admin], async ({ params, res }): Promise<typeof ANSWERED> => {
    const file = await backupFile(deps, params.name);
    // An error once the file has started (the owner cancelled the download) has nobody left to answer.
    // The whole shop's data: never kept by a browser's or a proxy's cache.
    res.setHeader('Cache-Control', 'no-store');
    await new Promise<void>((resolve, reject) =>
      res.download(file, params.name, { cacheControl: false }, (error) =>
        error && !res.headersSent ? reject(error) : resolve(),
      ),
    );
    return ANSWERED;
  });

  route(router, 'DELETE /api/admin/backups/:name', [admin], async ({ params }) => {
    await deleteBackup(deps, params.name);
    return { success: true, message: `Backup ${params.name} deleted` };
  });

  return router;
}
