import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, storedImageUrl } from '../../common/images';
import { AppError } from '../http/errors';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Keeps a picture the way the shop serves it: checked by its bytes (not its name), re-encoded to
 * WebP in each of IMAGE_WIDTHS under a random name. Returns the URL of the default width.
 */
export async function storeImage(input: Buffer, uploadsDir: string): Promise<string> {
  const format = await sharp(input)
    .metadata()
    .then((meta) => meta.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported image format. Please use JPG, PNG, or WebP.');
  }
  const key = randomBytes(12).toString('hex');
  const files = IMAGE_WIDTHS.map((width) => path.join(uploadsDir, `${key}-${width}.webp`));
  try {
    // One at a time: the shop runs on small machines and sharp already uses every core per image.
    for (const [index, width] of IMAGE_WIDTHS.entries()) {
      await sharp(input, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toFile(files[index]!);
    }
  } catch {
    await Promise.all(files.map((file) => rm(file, { force: true })));
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The image could not be read. Please use a JPG, PNG, or WebP file.');
  }
  return storedImageUrl(key);
}
