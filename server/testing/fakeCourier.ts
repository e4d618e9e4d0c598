import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the courier fakes (fakePostEx.ts, fakeLeopards.ts) share: a server on 127.0.0.1 that reads a
 * JSON body and answers JSON or bytes, and a knob that holds answers back, like a courier that takes
 * longer than the shop waits (the work is still done: the parcel is booked, only the answer is late).
 */
export type Answer = { status: number; json?: unknown; bytes?: Buffer; type?: string };
export type Handler = (request: {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}) => Answer;

export type FakeServer = {
  url: string;
  /** Answers to paths containing `path` wait this long after the work is done (0: at once). */
  slow: (path: string, ms: number) => void;
  close: () => Promise<void>;
};

export async function startFakeServer(handle: Handler): Promise<FakeServer> {
  const delays = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      let body: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
      } catch {
        // Not JSON: the handler sees an empty body, as a courier would refuse it.
      }
      const answer = handle({ method: req.method ?? 'GET', url, headers: req.headers, body });
      const send = () => {
        if (res.destroyed) return;
        if (answer.bytes) {
          res.writeHead(answer.status, { 'Content-Type': answer.type ?? 'application/pdf' });
          res.end(answer.bytes);
          return;
        }
        res.writeHead(answer.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer.json ?? {}));
      };
      const delay = [...delays].find(([path]) => url.pathname.includes(path))?.[1] ?? 0;
      if (delay > 0) setTimeout(send, delay).unref();
      else send();
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    slow: (path, ms) => {
      if (ms > 0) delays.set(path, ms);
      else delays.delete(path);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A one-page PDF standing in for an airway bill, naming the parcel. */
export const slipPdf = (trackingNumber: string) =>
  Buffer.from(`%PDF-1.4\n% airway bill ${trackingNumber}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

/** A courier's date text as its guides show them: '2026-11-27 14:05:00' in Pakistan time. */
export const pakistanTime = (at: Date) =>
  new Date(at.getTime() + 5 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');
