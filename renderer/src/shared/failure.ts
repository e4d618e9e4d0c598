import { ApiError } from '../../../common/apiClient';

/** What the owner may do when the server was not reached (docs/product.md §8). */
export const CHECK_CONNECTION = 'Please check your connection and try again.';

/**
 * What went wrong with a call, in the server's words when it answered (a refusal says why); when it did
 * not, `fallback`, which may first say what failed ('Failed to save the note. Please check …').
 */
export const failure = (error: unknown, fallback = CHECK_CONNECTION) =>
  error instanceof ApiError ? error.message : fallback;
