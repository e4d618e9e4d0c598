import { createHash } from 'node:crypto';
import { Router, type Response } from 'express';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { ANSWERED, route } from '../http/route';
import { listCategories, listProductsJson, productJson, warmCatalog } from './queries';

/**
 * Sends ready JSON text with a weak ETag of its bytes. Express skips its own ETag when one is set,
 * and still answers 304 to a matching If-None-Match. The catalog's reads keep what repeats
 * (queries.ts), so an answer is put together from kept pieces, never taken whole from a cache that
 * an order could have made stale.
 */
function sendJson(res: Response, json: string): typeof ANSWERED {
  const body = Buffer.from(json);
  res.setHeader('ETag', `W/"${createHash('sha1').update(body).digest('base64url')}"`);
  res.type('json').send(body);
  return ANSWERED;
}

export function catalogRoutes({ db }: AppDeps): Router {
  const router = Router();
  warmCatalog(db);

  route(router, 'GET /api/products', [], ({ query, res }) => {
    const { items, total, page, limit, totalPages } = listProductsJson(db, query);
    // What JSON.stringify makes of { success, data, total, page, limit, totalPages }, without parsing each product again.
    return sendJson(res, `{"success":true,"data":[${items.join(',')}],"total":${total},"page":${page},"limit":${limit},"totalPages":${totalPages}}`);
  });

  route(router, 'GET /api/products/categories', [], ({ res }) => sendJson(res, JSON.stringify({ success: true, data: listCategories(db) })));

  route(router, 'GET /api/products/:id', [], ({ params, res }) => {
    const json = productJson(db, params.id);
    if (json === undefined) throw notFound('Product not found');
    return sendJson(res, `{"success":true,"data":${json}}`);
  });

  return router;
}
