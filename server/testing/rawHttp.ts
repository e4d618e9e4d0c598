import { request } from 'node:http';

export type RawAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: <T = Record<string, unknown>>() => T;
};

/**
 * One HTTP request with headers fetch() will not send as given (Host, X-Forwarded-For) and, if asked,
 * from another loopback address (127.0.0.2 …), so a test can play several clients on one machine.
 */
export function rawRequest(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    localAddress,
  }: { method?: string; headers?: Record<string, string>; body?: unknown; localAddress?: string } = {},
): Promise<RawAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const allHeaders = {
    ...(payload === undefined
      ? {}
      : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) }),
    ...headers,
  };
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers: allHeaders, localAddress, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text,
          json: <T>() => JSON.parse(text) as T,
        });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
