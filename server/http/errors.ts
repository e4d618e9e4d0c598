import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import type { ApiFailure, ErrorCode } from '../../common/errors';

/** The one table from error code to HTTP status. */
const STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION: 400,
  MALFORMED_JSON: 400,
  WRONG_PASSWORD: 400,
  RESET_LINK_INVALID: 400,
  PRODUCT_UNAVAILABLE: 400,
  PAYMENT_METHOD_UNAVAILABLE: 400,
  UNAUTHENTICATED: 401,
  SESSION_ENDED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_DEACTIVATED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  OUT_OF_STOCK: 409,
  PRICE_CHANGED: 409,
  ALREADY_REVIEWED: 409,
  DUPLICATE_ID: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  BACKUP_REJECTED: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export const statusOf = (code: ErrorCode) => STATUS_OF[code];

/** A domain error: a stable code for programs and a message meant for the person using the shop. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Sent beside the message so a client can act on it (ApiFailure.details). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  get status(): number {
    return STATUS_OF[this.code];
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);

/**
 * The first problem zod found, phrased for a person. Our schemas carry their own messages ('Name is
 * required'); zod's generic ones ('Invalid input: …') are prefixed with where the problem is.
 */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const generic = /^(Invalid|Too (small|big)|Unrecognized)/.test(issue.message);
  const where = issue.path.join('.');
  return generic && where !== '' ? `${where}: ${issue.message}` : issue.message;
}

/** Validates a request part against a schema, answering 400 VALIDATION with a clear message when it does not fit. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('VALIDATION', describeZodError(result.error));
  return result.data;
}

export const apiNotFound: RequestHandler = (req) => {
  throw notFound(`No API route for ${req.method} ${req.path}`);
};

type BodyParserError = Error & { type?: string; status?: number };

/** Every error leaves as JSON { success: false, code, message } with its code's status, never a stack trace. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const failure = classify(error);
  const status = STATUS_OF[failure.code];
  if (status >= 500) req.log?.error({ err: error }, 'request failed');
  if (res.headersSent) return;
  res.status(status).json(failure);
};

function classify(error: unknown): ApiFailure {
  const fail = (code: ErrorCode, message: string): ApiFailure => ({ success: false, code, message });
  if (error instanceof AppError)
    return error.details
      ? { ...fail(error.code, error.message), details: error.details }
      : fail(error.code, error.message);
  if (error instanceof z.ZodError) return fail('VALIDATION', describeZodError(error));
  // A write that breaks a UNIQUE, FOREIGN KEY or CHECK rule the database keeps (two owners saving at
  // once, a row deleted meanwhile): the request conflicts with the data, it is not the server failing.
  // A trigger's RAISE is not such a rule (the shop's migrations have none): it stays a server failure.
  const sqliteCode = String((error as { code?: unknown } | null)?.code ?? '');
  if (sqliteCode.startsWith('SQLITE_CONSTRAINT') && sqliteCode !== 'SQLITE_CONSTRAINT_TRIGGER')
    return fail('CONFLICT', 'This change conflicts with the shop’s data as it is now. Please reload and try again.');
  const parserError = error as BodyParserError;
  switch (parserError?.type) {
    case 'entity.parse.failed':
      return fail('MALFORMED_JSON', 'Malformed JSON in request body');
    case 'entity.too.large':
      return fail('PAYLOAD_TOO_LARGE', 'Request body is too large');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return fail('UNSUPPORTED_MEDIA_TYPE', 'Unsupported request encoding');
  }
  if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    return fail('VALIDATION', parserError.message || 'Bad request');
  }
  return fail('INTERNAL', 'Something went wrong on our side. Please try again.');
}
