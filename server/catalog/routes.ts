import { Router, type Response } from 'express';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { ANSWERED, route } from '../http/route';
import { getProduct, listCategories, listProducts } from './queries';
import { createResponseCache, type CachedBody } from './responseCache';

/** Express skips its own ETag when one is set, and still answers 304 to a matching If-None-Match. */
function sendCached(res: Response, { body, etag }: CachedBody): typeof ANSWERED {
  res.setHeader('ETag', etag);
  res.type('json').send(body);
  return ANSWERED;
}

export function catalogRoutes({ db }: AppDeps): Router {
  const router = Router();
  const cached = createResponseCache(db);

  route(router, 'GET /api/products', [], ({ query, res }) => {
    const body = cached(`list:${JSON.stringify(query)}`, () => {
      const { items, ...paging } = listProducts(db, query);
      return { success: true, data: items, ...paging };
    });
    return sendCached(res, body);
  });

  route(router, 'GET /api/products/categories', [], ({ res }) => sendCached(res, cached('categories', () => ({ success: true, data: listCategories(db) }))));

  route(router, 'GET /api/products/:id', [], ({ params, res }) => {
    const body = cached(`product:${params.id}`, () => {
      const product = getProduct(db, params.id);
      return product && { success: true, data: product };
    });
    if (!body) throw notFound('Product not found');
    return sendCached(res, body);
  });

  return router;
}
