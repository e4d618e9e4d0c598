import { Router } from 'express';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { createAnswerCache } from './answerCache';
import { getProduct, listCategories, listProducts } from './queries';

/** The catalog's public reads (docs/product.md §7), each answer kept until the next write (answerCache.ts). */
export function catalogRoutes({ db }: AppDeps): Router {
  const router = Router();
  const answers = createAnswerCache(db);

  route(router, 'GET /api/products', [], ({ query, req, res }) =>
    answers.send(req, res, `list ${JSON.stringify(query)}`, () => {
      const { items, ...paging } = listProducts(db, query);
      return { success: true, data: items, ...paging };
    }),
  );

  route(router, 'GET /api/products/categories', [], ({ req, res }) => answers.send(req, res, 'categories', () => ({ success: true, data: listCategories(db) })));

  route(router, 'GET /api/products/:id', [], ({ params, req, res }) =>
    answers.send(req, res, `product ${params.id}`, () => {
      const product = getProduct(db, params.id);
      if (!product) throw notFound('Product not found');
      return { success: true, data: product };
    }),
  );

  return router;
}
