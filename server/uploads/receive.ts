import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { MAX_IMAGE_BYTES } from '../../common/images';
import { UPLOAD_FIELD } from '../../common/products';
import { AppError } from '../http/errors';
import { IMAGE_TOO_LARGE_MESSAGE } from '../images/store';

/**
 * Multer keeps the file in memory (at most MAX_IMAGE_BYTES: it stops reading past that), and its own
 * errors become the shop's: 413 past the limit, 400 for a wrong field or more than one file.
 */
const receive = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 12 },
}).single(UPLOAD_FIELD);

/**
 * Reads the one picture of a multipart request (field UPLOAD_FIELD) into memory; undefined when the form
 * holds none. Called once whoever sends it is known, so nobody else's bytes are ever read.
 */
export function readPictureUpload(req: Request, res: Response): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    receive(req, res, (error: unknown) => {
      if (!error) return resolve(req.file?.buffer);
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return reject(new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE));
        return reject(new AppError('VALIDATION', `Send one picture per request in the form field '${UPLOAD_FIELD}'.`));
      }
      reject(error as Error);
    });
  });
}

/** readPictureUpload as a route's middleware: the picture is then in req.file. */
export const receiveImage: RequestHandler = (req, res, next) => {
  readPictureUpload(req, res).then(() => next(), next);
};
