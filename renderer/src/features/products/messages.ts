import { ApiError } from '../../../../common/apiClient';

/** docs/product.md §8 Product save: the owner reads what went wrong in the shop's words. */
export function productSaveMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ApiError) {
    if (error.code === 'DUPLICATE_ID') return 'A product with this ID already exists. Please use a different ID.';
    if (error.code === 'VALIDATION') return `Validation error: ${message}. Please check all fields.`;
    if (error.status >= 500) return 'Server error (500). This might be due to invalid data format. Check browser console for details.';
  }
  return `Failed to save product: ${message}`;
}

/** docs/product.md §8 Image upload; the 413 message is the server's (it says the limit, or the pixel size found). */
export function uploadMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'PAYLOAD_TOO_LARGE') return error.message;
  if (error instanceof ApiError && error.code === 'UNSUPPORTED_MEDIA_TYPE') return 'Unsupported image format. Please use JPG, PNG, or WebP.';
  return `Failed to upload image: ${error instanceof Error ? error.message : String(error)}`;
}

export const deleteMessage = (error: unknown) => `Failed to delete product: ${error instanceof Error ? error.message : String(error)}`;
