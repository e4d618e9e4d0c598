/**
 * Every picture the shop keeps (uploads and demo photos) is stored as WebP in a few widths, so a
 * phone never downloads a full-size photo. A stored picture's URL names its key and width:
 * /uploads/{key}-{width}.webp. Other URLs (absolute http ones) are used as they are.
 */
export const IMAGE_WIDTHS = [320, 640, 1080] as const;
export const DEFAULT_IMAGE_WIDTH = 640;

const STORED_IMAGE = /^\/uploads\/([A-Za-z0-9_-]+)-(\d+)\.webp$/;

export function storedImageUrl(key: string, width: number = DEFAULT_IMAGE_WIDTH): string {
  return `/uploads/${key}-${width}.webp`;
}

/** The srcset for a stored picture, or undefined for a URL the shop does not keep in widths. */
export function srcSetFor(url: string | null | undefined): string | undefined {
  const key = url ? STORED_IMAGE.exec(url)?.[1] : undefined;
  if (!key) return undefined;
  return IMAGE_WIDTHS.map((width) => `${storedImageUrl(key, width)} ${width}w`).join(', ');
}

/** The multipart field docs/product.md §7 names: one picture per request. */
export const UPLOAD_FIELD = 'image';

/** Owners photograph shirts with phones, so an upload may be up to 10 MB (docs/architecture.md, Uploads). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_MEGABYTES = MAX_IMAGE_BYTES / (1024 * 1024);
/**
 * A phone photo is 12 to 50 megapixels; past this a picture is refused from its header alone, before
 * anything decodes it (a small file can declare a huge picture and exhaust memory when decoded).
 */
export const MAX_IMAGE_PIXELS = 64_000_000;
