import { Router } from 'express';
import { productQuerySchema } from '../../common/catalog';
import type { AppDeps } from '../app';
import { notFound, parseWith } from '../http/errors';
import { getProduct, listCategories, listProducts } from './queries';
import { createResponseCache } from './responseCache';

export function catalogRoutes({ db }: AppDeps): Router {
  const router = Router();
  const cached = createResponseCache(db);

  router.get('/products', (req, res) => {
    const query = parseWith(productQuerySchema, req.query);
    const body = cached(`list:${JSON.stringify(query)}`, () => {
      const { items, ...paging } = listProducts(db, query);
      return { success: true, data: items, ...paging };
    });
    res.type('json').send(body);
  });

  router.get('/products/categories', (_req, res) => {
    res.type('json').send(cached('categories', () => ({ success: true, data: listCategories(db) })));
  });

  router.get('/products/:id', (req, res) => {
    const body = cached(`product:${req.params.id}`, () => {
      const product = getProduct(db, req.params.id);
      return product ? { success: true, data: product } : null;
    });
    if (body === 'null') throw notFound('Product not found');
    res.type('json').send(body);
  });

  return router;
}
