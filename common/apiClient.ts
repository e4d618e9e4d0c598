import type { BodyOf, EndpointKey, ParamsOf, QueryOf, ResponseOf } from './contract';
import { fillPath, splitKey } from './contract/keys';
import { isErrorCode, type ErrorCode } from './errors';

/**
 * The one way the storefront and the admin app call the shop's API (docs/product.md §7): JSON by default, no Content-Type
 * for form data, and a non-ok answer becomes an ApiError carrying the server's code and message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's stable error code (common/errors.ts); INTERNAL when the answer carried none (a proxy, a crash). */
    readonly code: ErrorCode,
    message: string,
    /** The answer's structured details, when the server sent any; read them through a schema, never trust their shape. */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

type HttpOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A Bearer token (shopper or admin) to send, when there is one. */
  token?: string | null;
  signal?: AbortSignal;
  /** Extra request headers, e.g. If-Match with the version of an order the admin app changes (issue 37). */
  headers?: Record<string, string>;
};

type Nothing = Record<never, never>;
type ParamsArg<K extends EndpointKey> = keyof ParamsOf<K> extends never ? Nothing : { params: ParamsOf<K> };
/** An endpoint without a JSON body schema may take a multipart form (uploads). */
type BodyArg<K extends EndpointKey> = [BodyOf<K>] extends [never] ? { body?: FormData } : { body: BodyOf<K> };
type QueryArg<K extends EndpointKey> = [QueryOf<K>] extends [never]
  ? Nothing
  : { query?: QueryOf<K> | URLSearchParams };
/** What a call of endpoint K takes: its path parameters, body and query as the contract types them. */
export type CallArgs<K extends EndpointKey> = ParamsArg<K> &
  BodyArg<K> &
  QueryArg<K> &
  Pick<HttpOptions, 'token' | 'signal' | 'headers'>;
/** callApi's arguments after the key: optional when the endpoint needs no path parameters or body. */
export type CallRest<K extends EndpointKey> = Nothing extends ParamsArg<K> & BodyArg<K>
  ? [args?: CallArgs<K>]
  : [args: CallArgs<K>];

/**
 * Calls an endpoint of the contract (common/contract): `callApi('GET /api/products/:id', { params: { id } })`.
 * The answer is typed by the endpoint's response schema.
 */
export function callApi<K extends EndpointKey>(key: K, ...[args]: CallRest<K>): Promise<ResponseOf<K>> {
  return requestApi(key, args);
}

/** callApi for wrappers that pass on their callers' arguments (the admin app adds its token). */
export function requestApi<K extends EndpointKey>(key: K, args: CallArgs<K> | undefined): Promise<ResponseOf<K>> {
  const { method, path } = splitKey(key);
  const { params, body, query, token, signal, headers } = (args ?? {}) as {
    params?: Record<string, string>;
    body?: unknown;
    query?: unknown;
    token?: string | null;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };
  const search = toSearchParams(query).toString();
  return httpCall<ResponseOf<K>>(`${fillPath(path, params)}${search ? `?${search}` : ''}`, {
    method,
    body,
    token,
    signal,
    headers,
  });
}

function toSearchParams(query: unknown): URLSearchParams {
  if (query instanceof URLSearchParams) return query;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  return search;
}

async function httpCall<T>(
  path: string,
  { method = 'GET', body, token, signal, headers: extra }: HttpOptions,
): Promise<T> {
  const headers: Record<string, string> = { ...extra, Accept: 'application/json' };
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
  if (!response.ok)
    throw new ApiError(response.status, errorCode(payload), errorMessage(response, payload), errorDetails(payload));
  return payload as T;
}

function errorCode(payload: unknown): ErrorCode {
  const code = payload && typeof payload === 'object' ? (payload as { code?: unknown }).code : undefined;
  return isErrorCode(code) ? code : 'INTERNAL';
}

function errorDetails(payload: unknown): unknown {
  return payload && typeof payload === 'object' ? (payload as { details?: unknown }).details : undefined;
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
