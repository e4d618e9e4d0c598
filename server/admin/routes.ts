import { desc, sql } from 'drizzle-orm';
import { Router } from 'express';
import { adminLoginSchema, type OutboxMail } from '../../common/admin';
import type { AppDeps } from '../deps';
import { requireAdmin } from '../auth/middleware';
import { passwordMatches } from '../auth/passwords';
import { ADMIN_TOKEN_LIFETIME, signToken } from '../auth/tokens';
import { AppError, parseWith } from '../http/errors';
import { limitRequests } from '../http/rateLimit';
import { outbox } from '../mail/schema';
import { dashboardData } from './queries';
import { admins } from './schema';

/** POST /admin/login and GET /admin/dashboard-data (SPEC.md §7): mounted beside the admin app at /admin, before it. */
export function adminLoginRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post('/login', limitRequests(deps.config, 'Too many login attempts. Please wait a few minutes and try again.'), async (req, res) => {
    const { username, password } = parseWith(adminLoginSchema, req.body);
    const admin = deps.db.select().from(admins).where(sql`lower(${admins.username}) = ${username.toLowerCase()}`).get();
    const matches = await passwordMatches(password, admin?.passwordHash);
    if (!admin || !matches) throw new AppError('INVALID_CREDENTIALS', 'Invalid credentials');
    const token = signToken(deps.jwtSecret, { sub: String(admin.id), role: 'admin', ver: admin.tokenVersion }, ADMIN_TOKEN_LIFETIME);
    res.json({ success: true, token, message: 'Login successful' });
  });

  // SPEC.md §7: the dashboard's numbers are the server's, so the client never adds up prices itself.
  router.get('/dashboard-data', requireAdmin(deps), (_req, res) => {
    res.json({ success: true, data: dashboardData(deps.db) });
  });
  return router;
}

/** Admin API under /api/admin: the outbox of mails the shop wrote (ARCHITECTURE.md, Forgot password). */
export function adminApiRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get('/admin/outbox', requireAdmin(deps), (_req, res) => {
    const mails: OutboxMail[] = deps.db
      .select()
      .from(outbox)
      .orderBy(desc(outbox.id))
      .limit(200)
      .all()
      .map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString(), sentAt: mail.sentAt?.toISOString() ?? null }));
    res.json({ success: true, data: mails });
  });
  return router;
}
