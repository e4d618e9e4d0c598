import { Router } from 'express';
import { productQuerySchema } from '../../common/catalog';
import type { AppDeps } from '../app';
import { notFound, parseWith } from '../http/errors';
import { getProduct, listCategories, listProducts } from './queries';

export function catalogRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get('/products', (req, res) => {
    const query = parseWith(productQuerySchema, req.query);
    const { items, ...paging } = listProducts(db, query);
    res.json({ success: true, data: items, ...paging });
  });

  router.get('/products/categories', (_req, res) => {
    res.json({ success: true, data: listCategories(db) });
  });

  router.get('/products/:id', (req, res) => {
    const product = getProduct(db, req.params.id);
    if (!product) throw notFound('Product not found');
    res.json({ success: true, data: product });
  });

  return router;
}
