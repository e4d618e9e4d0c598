import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { ANSWERED, route } from '../http/route';
import { gzippedAnswer } from './gzippedAnswers';
import { listCategories, listProductsJson, productJson, warmCatalog } from './queries';

/**
 * Sends ready JSON text with a weak ETag of its bytes, gzipped when the client asks
 * (gzippedAnswers.ts). Express skips its own ETag when one is set, and still answers 304 to a
 * matching If-None-Match. The catalog's reads keep what repeats (queries.ts), so an answer is put
 * together from kept pieces, never taken whole from a cache that an order could have made stale.
 */
async function sendJson(req: Request, res: Response, json: string): Promise<typeof ANSWERED> {
  const body = Buffer.from(json);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  res.setHeader('ETag', etag);
  res.type('json');
  const zipped = await gzippedAnswer(req, etag, body);
  if (zipped) res.setHeader('Content-Encoding', 'gzip');
  res.send(zipped ?? body);
  return ANSWERED;
}

export function catalogRoutes({ db }: AppDeps): Router {
  const router = Router();
  warmCatalog(db);

  route(router, 'GET /api/products', [], ({ query, req, res }) => {
    const { items, total, page, limit, totalPages } = listProductsJson(db, query);
    // What JSON.stringify makes of { success, data, total, page, limit, totalPages }, without parsing each product again.
    return sendJson(req, res, `{"success":true,"data":[${items.join(',')}],"total":${total},"page":${page},"limit":${limit},"totalPages":${totalPages}}`);
  });

  route(router, 'GET /api/products/categories', [], ({ req, res }) => sendJson(req, res, JSON.stringify({ success: true, data: listCategories(db) })));

  route(router, 'GET /api/products/:id', [], ({ params, req, res }) => {
    const json = productJson(db, params.id);
    if (json === undefined) throw notFound('Product not found');
    return sendJson(req, res, `{"success":true,"data":${json}}`);
  });

  return router;
}
