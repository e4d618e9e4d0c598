import type { Request, Response } from 'express';
import zlib from 'node:zlib';

/** compression()'s own threshold (server/app.ts): smaller answers go as they are. */
const ENCODE_FROM_BYTES = 1024;

/**
 * Whole answers are compressed on the event loop, not by zlib's callback API. For answers of tens of
 * KiB its streams and thread hand-off cost the process more CPU than the compressing itself (decision
 * 0018), and each hand-off waits a turn of a busy event loop: during a sale's rush the owner's orders
 * list waited several turns behind the shoppers' answers (decision 0098).
 */
export const encoders = {
  br: (body: Buffer, quality: number) =>
    zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }),
  gzip: (body: Buffer, level: number) => zlib.gzipSync(body, { level }),
  deflate: (body: Buffer, level: number) => zlib.deflateSync(body, { level }),
};
export type Encoding = keyof typeof encoders;

/**
 * Fast levels (Brotli 1, gzip and deflate 1) for an answer made for one request: most are sent once.
 * The catalog's kept answers are made anew at a higher quality once shoppers share them (catalog/answerCache.ts).
 */
export const FAST_LEVEL = { br: 1, gzip: 1, deflate: 1 } as const satisfies Record<Encoding, number>;

/** Brotli when the client takes it (every phone browser does), else gzip, else deflate, else none. */
export function encodingFor(req: Request, bytes: number): Encoding | undefined {
  if (bytes < ENCODE_FROM_BYTES || !req.headers['accept-encoding']) return undefined;
  if (req.acceptsEncodings('br') === 'br') return 'br';
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  if (req.acceptsEncodings('deflate') === 'deflate') return 'deflate';
  return undefined;
}

/**
 * Sends a route's JSON answer whole, compressed as the client takes it. compression() (server/app.ts)
 * sees the Content-Encoding and steps aside; it still compresses what is streamed (files, CSV exports).
 */
export function sendJson(req: Request, res: Response, value: unknown): void {
  const body = Buffer.from(JSON.stringify(value) ?? '');
  res.type('json');
  // Whether these bytes go encoded depends on the Accept-Encoding asked with.
  res.vary('Accept-Encoding');
  const encoding = encodingFor(req, body.length);
  if (!encoding) {
    res.send(body);
    return;
  }
  res.setHeader('Content-Encoding', encoding);
  res.send(encoders[encoding](body, FAST_LEVEL[encoding]));
}
