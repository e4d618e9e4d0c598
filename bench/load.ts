import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startChildServer } from '../server/testing/childServer';

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 50;
/** More requests than one connection makes in a bench (at 5,000 a second over 50 connections, 30 seconds is 3,000). */
const REQUESTS_PER_CONTEXT = 10_000;

export type LoadResult = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/** What a load may do per request: choose its path (from state kept per connection, `connection`) and read each answer's headers. */
type LoadOptions = {
  method?: 'GET' | 'POST';
  body?: string;
  nextPath?: (connection: Record<string, unknown>) => string;
  onResponse?: (status: number, headers: IncomingHttpHeaders) => void;
  headers?: Record<string, string>;
  /** How long the load lasts; BENCH_SECONDS unless said. */
  seconds?: number;
};

/**
 * A bounded load on one URL of this machine (loopback only), with 50 connections. With `nextPath`
 * every request asks for the path it returns instead, so each request can be a different page (each
 * connection is one shopper's phone at a time: `connection` is its own object); `headers` go with
 * every request.
 */
export async function load(name: string, url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const { nextPath, onResponse } = options;
  if (!/^http:\/\/127\.0\.0\.1:/.test(url)) throw new Error(`benchmarks only load loopback addresses, not ${url}`);
  const varied = nextPath && {
    setupRequest: (request: autocannon.Request, connection: object) => ({
      ...request,
      path: nextPath(connection as Record<string, unknown>),
    }),
    ...(onResponse && {
      onResponse: (status: number, _body: string, _connection: object, headers?: IncomingHttpHeaders) =>
        onResponse(status, headers ?? {}),
    }),
  };
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
    connections: CONNECTIONS,
    duration: options.seconds ?? BENCH_SECONDS,
    // autocannon gives each connection its context afresh whenever the connection has been through the
    // whole `requests` list, so the list is longer than any connection's share of a run: a shopper's
    // visit (saleModel.ts) then lasts across requests instead of ending after its first.
    requests: varied ? Array.from({ length: REQUESTS_PER_CONTEXT }, () => ({ ...varied })) : undefined,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printLoad(results: LoadResult[], baseline?: LoadResult) {
  for (const result of results) {
    const ratio = baseline ? ` | ${(result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}x of bare` : '';
    const problems = result.errors || result.non2xx ? ` | errors ${result.errors}, non-2xx ${result.non2xx}` : '';
    console.log(
      `  ${result.name.padEnd(44)} ${String(result.requestsPerSecond).padStart(7)} req/s | p50 ${result.p50} ms | p99 ${result.p99} ms${ratio}${problems}`,
    );
  }
}

/** The yardstick of a run: a bare Express route in a process of its own, under the same load. */
export async function loadBareRoute(): Promise<LoadResult> {
  const bare = await startChildServer(path.join(path.dirname(fileURLToPath(import.meta.url)), 'bareServer.ts'), {});
  try {
    return await load('bare Express route', `${bare.url}/bare`);
  } finally {
    await bare.stop();
  }
}
