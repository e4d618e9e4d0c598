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
