import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import zlib from 'node:zlib';
import type { Db } from '../db/client';
import { ANSWERED } from '../http/route';

/** compression()'s own threshold (server/app.ts): smaller answers go as they are. */
const ENCODE_FROM_BYTES = 1024;
/**
 * Brotli at quality 2, not compression()'s 4: most catalog answers are made for one shopper's search
 * and compressed once, where quality 4 costs half as much again for a few percent fewer bytes.
 */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } };
/**
 * Compressed on the event loop, not by zlib's callback API: for answers of tens of KiB its streams and
 * thread hand-off cost the process more CPU than the compressing itself (decision 0018).
 */
const encoders = {
  br: (body: Buffer) => zlib.brotliCompressSync(body, BROTLI),
  gzip: (body: Buffer) => zlib.gzipSync(body),
};
type Encoding = keyof typeof encoders;

type Answer = { body: Buffer; etag: string; encoded: Partial<Record<Encoding, Buffer>> };

/**
 * Whole answers of the shop's public reads (the catalog, the assistant's FAQ and trending shirts),
 * kept as JSON bytes with their ETag and, once asked for, their Brotli and gzip encodings, so a page
 * many shoppers open is built and compressed once (docs/decisions/0018-catalog-answered-by-sqlite.md).
 *
 * The rule for staleness is one: any write to the database empties the cache. Writes on the shop's
 * own connection move SQLite's total_changes(); another connection's commit (the desktop restore)
 * moves PRAGMA data_version. Both are read before each answer, so no write path has to remember the
 * cache. Answers read inside a transaction are never kept (routes do not run in one).
 */
export function createAnswerCache(db: Db, maxEntries = 500) {
  const sqlite = db.$client;
  const totalChanges = sqlite.prepare('select total_changes()').pluck();
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  const answers = new Map<string, Answer>();
  let stamp = '';

  function answerFor(key: string, compute: () => object | string): Answer {
    const now = `${totalChanges.get()}:${dataVersion.get()}`;
    if (now !== stamp) {
      answers.clear();
      stamp = now;
    }
    const kept = answers.get(key);
    if (kept) return kept;
    const computed = compute();
    const body = Buffer.from(typeof computed === 'string' ? computed : JSON.stringify(computed));
    const answer: Answer = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, encoded: {} };
    if (sqlite.inTransaction) return answer;
    if (answers.size >= maxEntries) answers.delete(answers.keys().next().value!);
    answers.set(key, answer);
    return answer;
  }

  /**
   * Sends the answer kept under `key` (computing it when there is none), with its ETag, encoded as
   * the client prefers (Brotli, else gzip); a matching If-None-Match gets 304. `compute` gives the
   * answer, or its JSON text when it was put together from kept pieces; what it throws (a 404) is
   * answered as any error and kept nowhere.
   */
  function send(req: Request, res: Response, key: string, compute: () => object | string): typeof ANSWERED {
    const answer = answerFor(key, compute);
    res.setHeader('ETag', answer.etag);
    if (req.fresh) {
      res.status(304).end();
      return ANSWERED;
    }
    res.type('json');
    const encoding = encodingFor(req, answer.body);
    if (!encoding) {
      res.send(answer.body);
      return ANSWERED;
    }
    const encoded = (answer.encoded[encoding] ??= encoders[encoding](answer.body));
    res.setHeader('Content-Encoding', encoding);
    res.vary('Accept-Encoding');
    res.send(encoded);
    return ANSWERED;
  }

  return { send };
}

/** Brotli when the client takes it (every phone browser does), else gzip, else none (compression() then leaves it too). */
function encodingFor(req: Request, body: Buffer): Encoding | undefined {
  if (body.length < ENCODE_FROM_BYTES || req.method !== 'GET' || !req.headers['accept-encoding']) return undefined;
  if (req.acceptsEncodings('br') === 'br') return 'br';
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return undefined;
}
