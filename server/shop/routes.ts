import { Router } from 'express';
import type { AppDeps } from '../deps';
import { readShopPolicy } from './policy';

/** The shop policy the storefront shows and checkout follows (fee, threshold, payment, contact). */
export function shopRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.get('/shop', (_req, res) => {
    res.json({ success: true, data: readShopPolicy(db) });
  });
  return router;
}
