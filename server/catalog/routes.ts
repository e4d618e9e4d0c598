import { Router, type Response } from 'express';
import { productQuerySchema } from '../../common/catalog';
import type { AppDeps } from '../deps';
import { notFound, parseWith } from '../http/errors';
import { getProduct, listCategories, listProducts } from './queries';
import { createResponseCache, type CachedBody } from './responseCache';

/** Express skips its own ETag when one is set, and still answers 304 to a matching If-None-Match. */
function sendCached(res: Response, { body, etag }: CachedBody) {
  res.setHeader('ETag', etag);
  res.type('json').send(body);
}

export function catalogRoutes({ db }: AppDeps): Router {
  const router = Router();
  const cached = createResponseCache(db);

  router.get('/products', (req, res) => {
    const query = parseWith(productQuerySchema, req.query);
    const body = cached(`list:${JSON.stringify(query)}`, () => {
      const { items, ...paging } = listProducts(db, query);
      return { success: true, data: items, ...paging };
    });
    sendCached(res, body);
  });

  router.get('/products/categories', (_req, res) => {
    sendCached(res, cached('categories', () => ({ success: true, data: listCategories(db) })));
  });

  router.get('/products/:id', (req, res) => {
    const body = cached(`product:${req.params.id}`, () => {
      const product = getProduct(db, req.params.id);
      return product && { success: true, data: product };
    });
    if (!body) throw notFound('Product not found');
    sendCached(res, body);
  });

  return router;
}
