/**
 * The stable, machine-readable codes every API error carries beside its message
 * (`{ success: false, code, message }`). Clients branch on these, never on HTTP status numbers or on
 * the wording of a message. The server maps each code to its HTTP status in server/http/errors.ts.
 */
export const ERROR_CODES = [
  /** A request part did not fit its schema; the message names the first problem. */
  'VALIDATION',
  'MALFORMED_JSON',
  /** No token, or a token that cannot be read: the caller must log in. */
  'UNAUTHENTICATED',
  /** A token that was valid once (expired, older than a password change, account gone). */
  'SESSION_ENDED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_DEACTIVATED',
  /** Signed in, but this is not theirs to do. */
  'FORBIDDEN',
  'NOT_FOUND',
  'EMAIL_TAKEN',
  'WRONG_PASSWORD',
  'RESET_LINK_INVALID',
  /** An order line asks for more than the shop has. */
  'OUT_OF_STOCK',
  /** An order line names a product, size or colour the shop does not sell (any longer). */
  'PRODUCT_UNAVAILABLE',
  /** An order line's price, as the shopper saw it, is no longer the shop's (the owner changed it meanwhile). */
  'PRICE_CHANGED',
  'PAYMENT_METHOD_UNAVAILABLE',
  'ALREADY_REVIEWED',
  'DUPLICATE_ID',
  /** The request is well formed but clashes with the data as it stands. */
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  /** A file offered as a backup is not one the shop can restore (damaged, foreign, from a newer app); nothing changed. */
  'BACKUP_REJECTED',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  /** The model service or another dependency did not answer. */
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The JSON body of every failed API call (docs/architecture.md, Server; docs/product.md §7 reads `message`). */
export type ApiFailure = {
  success: false;
  code: ErrorCode;
  message: string;
  /** Structured facts a client can act on, e.g. which order line an OUT_OF_STOCK answer is about (common/orders.ts). */
  details?: Record<string, unknown>;
};

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

/** The one wording of these, wherever they are raised. */
export const ACCOUNT_DEACTIVATED_MESSAGE = 'Your account has been deactivated. Please contact the shop.';
