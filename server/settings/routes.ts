import { Router } from 'express';
import type { ShopSettings } from '../../common/contract/settings';
import { changeAdminPassword } from '../admin/queries';
import { readModelKey, writeModelKey } from '../assistant/modelKey';
import { requireAdmin } from '../auth/middleware';
import type { AppDeps } from '../deps';
import { limitPasswordChecks } from '../http/rateLimit';
import { route } from '../http/route';
import { actorOf, recorded } from '../activity/record';
import { policyChange } from './activity';
import { allowBankChange } from '../staff/limits';
import { readShopPolicy, writeShopPolicy } from '../shop/policy';
import { readSavedPublicUrl, writePublicUrl } from '../shop/publicUrl';

export const PASSWORD_CHANGED = 'Password changed. You are signed out on your other devices.';

/** The shop policy the storefront shows and checkout follows, and the owner's Settings screen that edits it. */
export function shopRoutes(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const admin = [requireAdmin(deps)];
  const settings = (): ShopSettings => ({
    policy: readShopPolicy(db),
    modelKey: {
      saved: readModelKey(db, deps.jwtSecret) !== undefined,
      fromEnvironment: Boolean(deps.config.gemini.apiKey),
    },
    publicUrl: { saved: readSavedPublicUrl(db) ?? null, fromEnvironment: deps.config.publicUrl ?? null },
  });

  route(router, 'GET /api/shop', [], () => ({ success: true, data: readShopPolicy(db) }));

  route(router, 'GET /api/admin/settings', admin, () => ({ success: true, data: settings() }));

  // The next cart, checkout total, order and confirmation mail read the saved policy at once.
  route(router, 'PUT /api/admin/settings/policy', admin, ({ body, req }) => {
    allowBankChange(req.admin!, readShopPolicy(db), body);
    recorded(deps, actorOf(req), policyChange(db), () => writeShopPolicy(db, body));
    return { success: true, data: settings(), message: 'Settings saved' };
  });

  route(router, 'PUT /api/admin/settings/model-key', admin, ({ body, req }) => {
    // The key itself never goes in the log: only whether one is saved.
    const change = { kind: 'settings.modelKey' as const, read: () => settings().modelKey };
    recorded(deps, actorOf(req), change, () => writeModelKey(db, deps.jwtSecret, body.key));
    return { success: true, data: settings(), message: body.key ? 'Assistant key saved' : 'Assistant key removed' };
  });

  // Mailed links, robots.txt and the sitemap use it from the next request on (http/origin.ts).
  route(router, 'PUT /api/admin/settings/public-url', admin, ({ body, req }) => {
    const change = { kind: 'settings.publicUrl' as const, read: () => settings().publicUrl };
    recorded(deps, actorOf(req), change, () => writePublicUrl(db, body.url));
    return {
      success: true,
      data: settings(),
      message: body.url ? `Links now point to ${body.url}` : 'The saved address was removed',
    };
  });

  // Any staff member's own password (permission 'self'): their token version moves on, so every other
  // session of theirs ends at once; this one carries on with the fresh token in the answer.
  route(router, 'POST /api/admin/password', [...admin, limitPasswordChecks(deps.config)], async ({ body, req }) => ({
    success: true,
    token: await changeAdminPassword(
      { db, jwtSecret: deps.jwtSecret, rounds: deps.config.passwordHashRounds },
      req.admin!.id,
      body.currentPassword,
      body.newPassword,
    ),
    message: PASSWORD_CHANGED,
  }));
  return router;
}
