import { Router } from 'express';
import { UPLOAD_FIELD } from '../../common/products';
import type { AppDeps } from '../deps';
import { requireAdmin } from '../auth/middleware';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { storeImage } from '../images/store';
import { receiveImage } from './receive';

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
