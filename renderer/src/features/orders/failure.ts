import { ApiError } from '../../../../common/apiClient';

/** What went wrong with an order action, in the server's words when it answered (docs/product.md §8). */
export const failure = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Please check your connection and try again.';

/** '1 piece', '2 pieces'. */
export const piecesText = (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'}`;
