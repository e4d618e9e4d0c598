import { Router } from 'express';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { createAnswerCache } from './answerCache';
import { listCategories, listProductIds, productJson } from './queries';

/** The catalog's public reads (docs/product.md §7), each answer kept until the next write (answerCache.ts). */
export function catalogRoutes({ db }: AppDeps): Router {
  const router = Router();
  const answers = createAnswerCache(db);

  route(router, 'GET /api/products', [], ({ query, req, res }) =>
    answers.send(req, res, `list ${JSON.stringify(query)}`, () => {
      const { ids, ...paging } = listProductIds(db, query);
      // The answer of docs/product.md §7, { success, data, total, page, limit, totalPages }, around the products' kept texts.
      return `{"success":true,"data":[${productJson(db, ids).join(',')}],${JSON.stringify(paging).slice(1)}`;
    }),
  );

  route(router, 'GET /api/products/categories', [], ({ req, res }) => answers.send(req, res, 'categories', () => ({ success: true, data: listCategories(db) })));

  route(router, 'GET /api/products/:id', [], ({ params, req, res }) =>
    answers.send(req, res, `product ${params.id}`, () => {
      const [product] = productJson(db, [params.id]);
      if (!product) throw notFound('Product not found');
      return `{"success":true,"data":${product}}`;
    }),
  );

  return router;
}
