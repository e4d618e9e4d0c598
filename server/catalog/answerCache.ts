import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { encoders, encodingFor, FAST_LEVEL, type Encoding } from '../http/compressedAnswer';
import { ANSWERED } from '../http/route';
import { listingStampSql } from './lists';

/**
 * An answer is compressed fast the first time it is sent (FAST_LEVEL): most catalog answers are made
 * for one shopper's search and sent once. Asked for again, it is a page shoppers share, and its kept
 * encoding is made anew at the quality that saves their phones bytes (Brotli 5, level 6), once, and
 * sent from then on.
 */
const KEPT = { br: 5, gzip: 6, deflate: 6 } as const satisfies Record<Encoding, number>;

/** The versions of the products a catalog answer shows, in order ('gone' for one deleted), for none, one or several. */
const SHOWN_VERSIONS = {
  none: "''",
  one: "coalesce((select version from products where id = ?), 'gone')",
  several:
    "(select group_concat(coalesce(p.version, 'gone')) from json_each(?) j left join products p on p.id = j.value)",
};

/**
 * An answer's stamp, read in one statement before each answer is sent again (most answers are sent
 * kept, so this is the cache's own cost): data_version and the writes on this connection for an answer
 * kept by the rule for everything else; the listing's stamp (with its sell-outs for a list asking for
 * a size or colour in stock) and the versions of the products shown for a catalog answer; the
 * listing's stamp and the product's reviews_version for its reviews. The listing's stamp moves at a
 * restore on this connection (server/backup/replaceData.ts), which may bring back a version number
 * with other content.
 */
const STAMP = {
  anyWrite: `select (select data_version from pragma_data_version) || ' any ' || total_changes()`,
  catalog: (followsSellOuts: boolean, shown: keyof typeof SHOWN_VERSIONS) =>
    `select ${listingStampSql(followsSellOuts)} || ' products ' || ${SHOWN_VERSIONS[shown]}`,
  reviews: `select ${listingStampSql(false)} || ' reviews ' || coalesce((select reviews_version from products where id = ?), 'gone')`,
};

/**
 * A catalog answer as its route made it: the JSON text, the ids of the products it shows in order,
 * and, for a list asking for a size or colour in stock or shirts in stock alone, that a sell-out may
 * change them (lists.ts).
 */
export type CatalogAnswer = { json: string; shows: readonly string[]; followsSellOuts?: boolean };

/**
 * What an answer's stamp is read from: the products a catalog answer shows, the product whose reviews
 * it is, or (undefined) any write, the rule for everything else.
 */
type Basis = Omit<CatalogAnswer, 'json'> | { reviewsOf: string } | undefined;

type Answer = {
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The encodings made at the kept quality (KEPT); the others were made fast. */
  settled: Partial<Record<Encoding, true>>;
  basis: Basis;
  stamp: string;
};

/**
 * What the kept answers may take, JSON and encodings counted: every product page of a large shop's
 * catalog and several hundred list pages besides (decision 0018). Beyond it the answer asked for
 * least recently goes first, so the pages many shoppers open stay.
 */
const KEPT_ANSWER_BYTES = 32 * 1024 * 1024;
/**
 * Bytes to keep, in memory of their own size. zlib's sync calls return a slice of a 16 KiB output
 * chunk and Buffer.from() a slice of a shared 8 KiB pool, and a kept slice holds its whole memory:
 * kept encodings of a few KiB held about 13 times their size, which the budget did not see (decision 0106).
 */
function ownMemory(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.length === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

const bytesOf = (answer: Answer) =>
  Object.values(answer.encoded).reduce((sum, encoded) => sum + encoded.length, answer.body.length);

/**
 * Whole answers of the shop's public reads (the catalog, the assistant's FAQ and trending shirts),
 * kept as JSON bytes with their ETag and, once asked for, their Brotli, gzip or deflate encodings, so
 * a page many shoppers open is built and compressed once (docs/decisions/0018-catalog-answered-by-sqlite.md).
 *
 * Each answer is kept with a stamp of what it was made from and sent again only while that is
 * unchanged; the stamps are read from SQLite before each answer, so no write path has to remember
 * the cache:
 * - A catalog answer (sendCatalog) is stale once the catalog listing's version moves (what lists
 *   find and their order, migration 0023) or the version of a product it shows (migration 0019), and
 *   a list asking for a size or colour in stock once the listing's stock_version moves (a cell sold
 *   out or back, migration 0040). An order then leaves every page that does not show what it bought.
 * - A product's reviews (sendReviews) are stale once its reviews_version moves (migration 0039) or
 *   the listing's version: orders leave them kept.
 * - Any other answer (send) is stale after any write on the shop's connection (total_changes()).
 * - Both are stale after another connection's commit, the desktop restore (PRAGMA data_version).
 * Answers read inside a transaction are never kept (routes do not run in one).
 */
export function createAnswerCache(db: Db, maxBytes = KEPT_ANSWER_BYTES) {
  const sqlite = db.$client;
  // Asked for each time, never held: the connection keeps one statement per SQL text (db/client.ts)
  // and hands it to the next caller in its plain mode.
  const one = (source: string, ...values: unknown[]) =>
    sqlite
      .prepare(source)
      .pluck()
      .get(...values);
  const answers = new LRUCache<string, Answer>({ maxSize: maxBytes, sizeCalculation: bytesOf });

  function stampOf(basis: Basis): string {
    if (basis === undefined) return one(STAMP.anyWrite) as string;
    if ('reviewsOf' in basis) return one(STAMP.reviews, basis.reviewsOf) as string;
    const { shows, followsSellOuts = false } = basis;
    if (shows.length === 0) return one(STAMP.catalog(followsSellOuts, 'none')) as string;
    if (shows.length === 1) return one(STAMP.catalog(followsSellOuts, 'one'), shows[0]) as string;
    return one(STAMP.catalog(followsSellOuts, 'several'), JSON.stringify(shows)) as string;
  }

  /** The answer kept under `key` when it is still true (kept), else one made now. */
  function answerFor(key: string, compute: () => { json: string; basis: Basis }): { answer: Answer; kept: boolean } {
    const kept = answers.get(key);
    if (kept && kept.stamp === stampOf(kept.basis)) return { answer: kept, kept: true };
    const { json, basis } = compute();
    const body = ownMemory(Buffer.from(json));
    const answer: Answer = {
      body,
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      encoded: {},
      settled: {},
      basis,
      stamp: stampOf(basis),
    };
    if (!sqlite.inTransaction) answers.set(key, answer);
    return { answer, kept: false };
  }

  /** Sends an answer with its ETag, encoded as the client takes it (Brotli, else gzip, else deflate); a matching If-None-Match gets 304. */
  function sendAnswer(
    req: Request,
    res: Response,
    key: string,
    { answer, kept }: { answer: Answer; kept: boolean },
  ): typeof ANSWERED {
    res.setHeader('ETag', answer.etag);
    if (req.fresh) {
      res.status(304).end();
      return ANSWERED;
    }
    // Whether the answer was kept or made for this request, for the browser's network panel and the sale-day bench.
    res.setHeader('Server-Timing', kept ? 'answer;desc="kept"' : 'answer;desc="made"');
    res.type('json');
    // Whether these bytes go encoded depends on the Accept-Encoding asked with (compression() says so of any JSON).
    res.vary('Accept-Encoding');
    const encoding = encodingFor(req, answer.body.length);
    if (!encoding) {
      res.send(answer.body);
      return ANSWERED;
    }
    let encoded = answer.encoded[encoding];
    // Made fast the first time; asked for again (kept), made once more at the quality shared pages deserve.
    const settle = kept && !answer.settled[encoding];
    if (!encoded || settle) {
      encoded = encoders[encoding](answer.body, settle ? KEPT[encoding] : FAST_LEVEL[encoding]);
      // Kept as a new answer, so that its encodings count against the budget too (unless it was not kept: read in a transaction).
      if (answers.peek(key) === answer)
        answers.set(key, {
          ...answer,
          encoded: { ...answer.encoded, [encoding]: ownMemory(encoded) },
          settled: { ...answer.settled, ...(settle && { [encoding]: true }) },
        });
    }
    res.setHeader('Content-Encoding', encoding);
    res.send(encoded);
    return ANSWERED;
  }

  return {
    /**
     * Sends the answer kept under `key`, computing it when there is none or it is stale. `compute`
     * gives the answer, or its JSON text when it was put together from kept pieces; what it throws
     * (a 404) is answered as any error and kept nowhere.
     */
    send: (req: Request, res: Response, key: string, compute: () => object | string): typeof ANSWERED =>
      sendAnswer(
        req,
        res,
        key,
        answerFor(key, () => {
          const computed = compute();
          return { json: typeof computed === 'string' ? computed : JSON.stringify(computed), basis: undefined };
        }),
      ),
    /** As send, for an answer made from the catalog alone: kept across writes that change neither the listing nor the products it shows. */
    sendCatalog: (req: Request, res: Response, key: string, compute: () => CatalogAnswer): typeof ANSWERED =>
      sendAnswer(
        req,
        res,
        key,
        answerFor(key, () => {
          const { json, ...basis } = compute();
          return { json, basis };
        }),
      ),
    /** As send, for an answer made from one product's reviews alone: kept across writes that leave them as they were. */
    sendReviews: (
      req: Request,
      res: Response,
      key: string,
      productId: string,
      compute: () => object,
    ): typeof ANSWERED =>
      sendAnswer(
        req,
        res,
        key,
        answerFor(key, () => ({ json: JSON.stringify(compute()), basis: { reviewsOf: productId } })),
      ),
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
const cacheOf = new WeakMap<Db, AnswerCache>();

/**
 * The shop's one answer cache for its connection: the catalog's, the assistant's and the reviews'
 * routes keep their answers in it under keys of their own, within one budget.
 */
export function answerCacheOf(db: Db): AnswerCache {
  let cache = cacheOf.get(db);
  if (!cache) cacheOf.set(db, (cache = createAnswerCache(db)));
  return cache;
}
