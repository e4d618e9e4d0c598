import { Router } from 'express';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { readShopPolicy } from './policy';

/** The shop policy the storefront shows and checkout follows (fee, threshold, payment, contact). */
export function shopRoutes({ db }: AppDeps): Router {
  const router = Router();
  route(router, 'GET /api/shop', [], () => ({ success: true, data: readShopPolicy(db) }));
  return router;
}
