import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { MAX_IMAGE_BYTES } from '../../common/images';
import { UPLOAD_FIELD } from '../../common/products';
import type { AppDeps } from '../deps';
import { requireAdmin } from '../auth/middleware';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { IMAGE_TOO_LARGE_MESSAGE, storeImage } from '../images/store';

/**
 * Multer keeps the file in memory (at most MAX_IMAGE_BYTES: it stops reading past that), and its own
 * errors become the shop's: 413 past the limit, 400 for a wrong field or more than one file.
 */
const receive = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 12 } }).single(UPLOAD_FIELD);
const receiveImage: RequestHandler = (req, res, next) => {
  receive(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') return next(new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE));
      return next(new AppError('VALIDATION', `Send one picture per request in the form field '${UPLOAD_FIELD}'.`));
    }
    next(error);
  });
};

/** POST /api/uploads (docs/product.md §7 Admin; docs/architecture.md, Uploads): one picture a request, the owner's only. */
export function uploadRoutes(deps: AppDeps): Router {
  const router = Router();
  // The token is checked before a byte of the file is read.
  route(router, 'POST /api/uploads', [requireAdmin(deps), receiveImage], async ({ req, res }) => {
    if (!req.file) throw new AppError('VALIDATION', `Choose a picture to upload (form field '${UPLOAD_FIELD}').`);
    const imageUrl = await storeImage(req.file.buffer, deps.uploadsDir);
    res.status(201);
    return { success: true, imageUrl, message: 'Image uploaded' };
  });
  return router;
}
