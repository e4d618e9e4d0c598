import { Router } from 'express';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { answerCacheOf } from './answerCache';
import { listFollowsSellOuts, listFollowsStock, listProductIds } from './lists';
import { listCategories, productJson } from './queries';
import { searchSuggestion } from './searchSuggestion';

/** The catalog's public reads (docs/product.md §7), each answer kept until what it shows changes (answerCache.ts). */
export function catalogRoutes({ db }: AppDeps): Router {
  const router = Router();
  const answers = answerCacheOf(db);

  route(router, 'GET /api/products', [], ({ query, req, res }) => {
    const list = () => {
      const { ids, ...paging } = listProductIds(db, query);
      // A search that finds nothing offers the same search with its slips put right (searchSuggestion.ts).
      const suggestion = paging.total === 0 ? searchSuggestion(db, query) : undefined;
      // The answer of docs/product.md §7, { success, data, total, page, limit, totalPages, suggestion? }, around the products' kept texts.
      return {
        json: `{"success":true,"data":[${productJson(db, ids).join(',')}],${JSON.stringify({ ...paging, suggestion }).slice(1)}`,
        shows: ids,
        followsSellOuts: listFollowsSellOuts(query),
      };
    };
    const key = `list ${JSON.stringify(query)}`;
    // Which products a list filtered on stock holds changes with any order: kept only until the next write.
    return listFollowsStock(query)
      ? answers.send(req, res, key, () => list().json)
      : answers.sendCatalog(req, res, key, list);
  });

  route(router, 'GET /api/products/categories', [], ({ req, res }) =>
    answers.sendCatalog(req, res, 'categories', () => ({
      json: JSON.stringify({ success: true, data: listCategories(db) }),
      shows: [],
    })),
  );

  route(router, 'GET /api/products/:id', [], ({ params, req, res }) =>
    answers.sendCatalog(req, res, `product ${params.id}`, () => {
      const [product] = productJson(db, [params.id]);
      if (!product) throw notFound('Product not found');
      return { json: `{"success":true,"data":${product}}`, shows: [params.id] };
    }),
  );

  return router;
}
