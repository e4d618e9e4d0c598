import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';

/** An error whose message is meant for the caller, with the status it answers with. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message);

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

/** Validates a request part against a schema, answering 400 with a clear message when it does not fit. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, describeZodError(result.error));
  return result.data;
}

export const apiNotFound: RequestHandler = (req) => {
  throw new HttpError(404, `No API route for ${req.method} ${req.path}`);
};

type BodyParserError = Error & { type?: string; status?: number };

/** Every error leaves as JSON { success: false, message } with a fitting status, never a stack trace. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const { status, message } = classify(error);
  if (status >= 500) req.log?.error({ err: error }, 'request failed');
  if (res.headersSent) return;
  res.status(status).json({ success: false, message });
};

function classify(error: unknown): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.status, message: error.message };
  if (error instanceof z.ZodError) return { status: 400, message: describeZodError(error) };
  const parserError = error as BodyParserError;
  switch (parserError?.type) {
    case 'entity.parse.failed':
      return { status: 400, message: 'Malformed JSON in request body' };
    case 'entity.too.large':
      return { status: 413, message: 'Request body is too large' };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, message: 'Unsupported request encoding' };
  }
  if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    return { status: parserError.status, message: parserError.message || 'Bad request' };
  }
  return { status: 500, message: 'Something went wrong on our side. Please try again.' };
}
