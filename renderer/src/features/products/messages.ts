import { ApiError } from '../../../../common/apiClient';
import { stockMovedSchema, type StockMoved } from '../../../../common/catalog';

/** docs/product.md §8 Product save: the owner reads what went wrong in the shop's words. */
export function productSaveMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ApiError) {
    if (error.code === 'DUPLICATE_ID') return 'A product with this ID already exists. Please use a different ID.';
    if (error.code === 'VALIDATION') return `Validation error: ${message}. Please check all fields.`;
    if (error.status >= 500)
      return 'Server error (500). This might be due to invalid data format. Check browser console for details.';
  }
  return `Failed to save product: ${message}`;
}

/** docs/product.md §8 Image upload; the 413 message is the server's (it says the limit, or the pixel size found). */
export function uploadMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'PAYLOAD_TOO_LARGE') return error.message;
  if (error instanceof ApiError && error.code === 'UNSUPPORTED_MEDIA_TYPE')
    return 'Unsupported image format. Please use JPG, PNG, or WebP.';
  return `Failed to upload image: ${error instanceof Error ? error.message : String(error)}`;
}

export const deleteMessage = (error: unknown) =>
  `Failed to delete product: ${error instanceof Error ? error.message : String(error)}`;

/**
 * The server's refusals of the size × colour grid (common/catalog.ts checkGrid and the cell schema),
 * shown at the grid rather than under the form. The server sends no field path with a refusal, so
 * they are known by their words.
 */
const GRID_REFUSALS = [
  /size and colour/i,
  /sizes and colours/i,
  /is not one of this product's (sizes|colours)/,
  /is given twice/,
];

export function gridSaveMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION') return undefined;
  return GRID_REFUSALS.some((rule) => rule.test(error.message))
    ? `The stock grid was not saved: ${error.message}.`
    : undefined;
}

/**
 * A save refused because orders moved the stock of cells the owner changed (decision 0111): each such
 * cell with its stock now. Undefined for any other failure.
 */
export function stockMovedOf(error: unknown): StockMoved['stockNow'] | undefined {
  if (!(error instanceof ApiError) || error.code !== 'CONFLICT') return undefined;
  const details = stockMovedSchema.safeParse(error.details);
  return details.success && details.data.stockNow.length > 0 ? details.data.stockNow : undefined;
}
