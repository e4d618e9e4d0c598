import express, { type RequestHandler } from 'express';
import { notFound } from '../http/errors';
import { STORED_PICTURE_NAME } from '../images/store';

const ONE_YEAR = 365 * 24 * 60 * 60 * 1000;

/**
 * GET /uploads/…: the shop's pictures and nothing else (docs/architecture.md, Uploads). Only names
 * the shop writes are looked up, each is sent as image/webp with nosniff whatever its bytes, so a
 * file planted in the folder can never run as a page on the shop's origin; anything else, or a
 * picture that is gone, is a 404.
 */
export function servePictures(uploadsDir: string): RequestHandler {
  const files = express.static(uploadsDir, {
    immutable: true,
    maxAge: ONE_YEAR,
    index: false,
    dotfiles: 'deny',
    redirect: false,
    setHeaders: (res) => {
      res.setHeader('Content-Type', 'image/webp');
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
  const missing = () => notFound('No such picture');
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !STORED_PICTURE_NAME.test(req.path.slice(1)))
      return next(missing());
    files(req, res, (error?: unknown) => next(error ?? missing()));
  };
}
