import { Router } from 'express';
import type { ShopSettings } from '../../common/contract/settings';
import { changeAdminPassword } from '../admin/queries';
import { readModelKey, writeModelKey } from '../assistant/modelKey';
import { requireAdmin } from '../auth/middleware';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { readShopPolicy, writeShopPolicy } from './policy';

/** The shop policy the storefront shows and checkout follows, and the owner's Settings screen that edits it. */
export function shopRoutes(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const admin = [requireAdmin(deps)];
  const settings = (): ShopSettings => ({
    policy: readShopPolicy(db),
    modelKey: { saved: readModelKey(db) !== undefined, fromEnvironment: Boolean(deps.config.gemini.apiKey) },
  });

  route(router, 'GET /api/shop', [], () => ({ success: true, data: readShopPolicy(db) }));

  route(router, 'GET /api/admin/settings', admin, () => ({ success: true, data: settings() }));

  // The next cart, checkout total, order and confirmation mail read the saved policy at once.
  route(router, 'PUT /api/admin/settings/policy', admin, ({ body }) => {
    writeShopPolicy(db, body);
    return { success: true, data: settings(), message: 'Settings saved' };
  });

  route(router, 'PUT /api/admin/settings/model-key', admin, ({ body }) => {
    writeModelKey(db, body.key);
    return { success: true, data: settings(), message: body.key ? 'Assistant key saved' : 'Assistant key removed' };
  });

  route(router, 'POST /api/admin/password', admin, async ({ body, req }) => ({
    success: true,
    token: await changeAdminPassword({ db, jwtSecret: deps.jwtSecret, rounds: deps.config.passwordHashRounds }, req.admin!.id, body.currentPassword, body.newPassword),
    message: 'Password changed. Other devices signed in as the owner are signed out.',
  }));
  return router;
}
