import { Agent, createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReverseProxy = { url: string; close: () => Promise<void> };

/**
 * A small reverse proxy on 127.0.0.1 standing in for a tunnel or proxy in front of the shop: it passes
 * each request on to `target` and, as such proxies do, appends the address it saw the request come
 * from to X-Forwarded-For and says which protocol the shopper used in X-Forwarded-Proto. `seen` maps
 * the connection's address to the one it reports (a tunnel reports the shopper's internet address).
 * Like a real tunnel it keeps its connections to the shop open between requests: with a new
 * connection per request the bench's orders waited far longer under shopper traffic than the shop
 * took to place them (docs/decisions/0018).
 */
export async function startReverseProxy(
  target: string,
  {
    proto = 'http',
    seen = (address: string) => address,
  }: { proto?: 'http' | 'https'; seen?: (address: string) => string } = {},
): Promise<ReverseProxy> {
  const { host, port } = new URL(target);
  const agent = new Agent({ keepAlive: true });
  const server = createServer((incoming: IncomingMessage, outgoing) => {
    const client = seen((incoming.socket.remoteAddress ?? '').replace(/^::ffff:/, ''));
    const forwardedFor = [incoming.headers['x-forwarded-for'], client].filter(Boolean).join(', ');
    const onward = request(
      {
        host: host.replace(/:\d+$/, ''),
        port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': proto },
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    onward.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(onward);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
