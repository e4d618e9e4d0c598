import { isErrorCode, type ErrorCode } from './errors';

/**
 * The one way the storefront and the admin app call the shop's API (SPEC.md §7): JSON by default, no Content-Type
 * for form data, and a non-ok answer becomes an ApiError carrying the server's message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's stable error code (common/errors.ts); INTERNAL when the answer carried none (a proxy, a crash). */
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A Bearer token (shopper) to send, when there is one. */
  token?: string | null;
  signal?: AbortSignal;
};

export async function apiFetch<T>(path: string, { method = 'GET', body, token, signal }: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal,
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, errorCode(payload), errorMessage(response, payload));
  return payload as T;
}

function errorCode(payload: unknown): ErrorCode {
  const code = payload && typeof payload === 'object' ? (payload as { code?: unknown }).code : undefined;
  return isErrorCode(code) ? code : 'INTERNAL';
}

function errorMessage(response: Response, payload: unknown): string {
  if (payload && typeof payload === 'object') {
    const { message, error } = payload as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  if (response.statusText) return `HTTP ${response.status}: ${response.statusText}`;
  return `API request failed with status ${response.status}`;
}

/** Absolute http(s) URLs are used as they are; other paths are served by the shop itself. */
export function resolveImageUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') ? url : `/${url}`;
}
