import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  IMAGE_WIDTHS,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_MEGABYTES,
  MAX_IMAGE_PIXELS,
  storedImageUrl,
} from '../../common/images';
import { AppError } from '../http/errors';

/** docs/product.md §8 Image upload: the message a 415 carries. */
export const UNSUPPORTED_IMAGE_MESSAGE = 'Unsupported image format. Please use JPG, PNG, or WebP.';
/** docs/product.md §8 Image upload's 413 message, with the server's 10 MB limit (docs/architecture.md, Uploads) in place of the screen's 2 MB. */
export const IMAGE_TOO_LARGE_MESSAGE = `Image file is too large. Please use a smaller image (max ${MAX_IMAGE_MEGABYTES}MB).`;

type ImageFormat = 'jpeg' | 'png' | 'webp';

/**
 * The name of every picture file the shop writes (storeImage below: a random key and a width, in
 * WebP). Restores accept (backup/archive.ts) and /uploads serves (uploads/pictures.ts) only these.
 */
export const STORED_PICTURE_NAME = /^[A-Za-z0-9_-]{1,64}-\d{1,5}\.webp$/;

/**
 * The format a file's first bytes announce, whatever its name or declared type says: JPEG starts
 * FF D8 FF, PNG with its 8-byte signature, WebP is a RIFF container of type WEBP.
 */
export function sniffImageFormat(bytes: Buffer): ImageFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/** sharp, loaded with the first picture: most of a shop's hours need none, and it is large (decision 0080). */
const loadSharp = async () => (await import('sharp')).default;

/**
 * Checks a picture before anything decodes it: not empty, within MAX_IMAGE_BYTES, a JPEG, PNG or WebP
 * by its bytes (not its name), and of sane pixel dimensions read from its header alone. Throws the
 * shop's message for each; every picture the shop keeps (product pictures, receipts) passes here first.
 */
export async function checkPicture(input: Buffer): Promise<void> {
  if (input.length === 0) throw new AppError('VALIDATION', 'The file is empty. Please choose a picture.');
  if (input.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
  const format = sniffImageFormat(input);
  if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_IMAGE_MESSAGE);

  // metadata() reads the header only, so its own pixel limit is lifted to learn the dimensions and
  // refuse a picture that declares absurd ones with a message that names them.
  const sharp = await loadSharp();
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta || meta.format !== format || !meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The picture is ${meta.width} x ${meta.height} pixels; please use one of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
    );
  }
}

/**
 * Writes a checked picture (checkPicture) as WebP within `box` pixels. Re-encoding drops camera
 * metadata (EXIF with its GPS position): sharp writes none unless asked. A picture cut short (a broken
 * transfer) is refused rather than stored half grey; the small warnings many phone JPEGs carry are not
 * reasons to refuse them. Nothing is left at `file` when it fails.
 */
export async function writeWebp(
  input: Buffer,
  file: string,
  box: { width: number; height?: number },
  quality: number,
): Promise<void> {
  const sharp = await loadSharp();
  try {
    await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ ...box, fit: 'inside', withoutEnlargement: true })
      .webp({ quality, effort: 4 })
      .toFile(file);
  } catch {
    await rm(file, { force: true });
    throw unreadable();
  }
}

/**
 * Keeps a product picture the way the shop serves it: checked (checkPicture), then re-encoded to WebP
 * in each of IMAGE_WIDTHS under a random name. Returns the URL of the default width.
 */
export async function storeImage(input: Buffer, uploadsDir: string): Promise<string> {
  await checkPicture(input);
  const key = randomBytes(12).toString('hex');
  const files = IMAGE_WIDTHS.map((width) => path.join(uploadsDir, `${key}-${width}.webp`));
  try {
    // One at a time: the shop runs on small machines and sharp already uses every core per image.
    for (const [index, width] of IMAGE_WIDTHS.entries()) await writeWebp(input, files[index]!, { width }, 78);
  } catch (error) {
    await Promise.all(files.map((file) => rm(file, { force: true })));
    throw error;
  }
  return storedImageUrl(key);
}

const unreadable = () =>
  new AppError('VALIDATION', 'The picture could not be read; the file may be damaged. Please try another one.');
