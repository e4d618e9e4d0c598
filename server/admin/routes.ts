import { count, desc, ne, sql, sum } from 'drizzle-orm';
import { Router } from 'express';
import { adminLoginSchema, type OutboxMail } from '../../common/admin';
import type { AppDeps } from '../app';
import { requireAdmin } from '../auth/middleware';
import { passwordMatches } from '../auth/passwords';
import { ADMIN_TOKEN_LIFETIME, signToken } from '../auth/tokens';
import { HttpError, parseWith } from '../http/errors';
import { limitRequests } from '../http/rateLimit';
import { products } from '../catalog/schema';
import { outbox } from '../mail/schema';
import { orders } from '../orders/schema';
import { listOrders } from '../orders/queries';
import { admins } from './schema';

/** POST /admin/login (SPEC.md §7): mounted beside the admin app at /admin. */
export function adminLoginRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post('/login', limitRequests(deps.config, 'Too many login attempts. Please wait a few minutes and try again.'), async (req, res) => {
    const { username, password } = parseWith(adminLoginSchema, req.body);
    const admin = deps.db.select().from(admins).where(sql`lower(${admins.username}) = ${username.toLowerCase()}`).get();
    const matches = await passwordMatches(password, admin?.passwordHash ?? '$2b$10$invalidinvalidinvalidinvalidinvalidinvalidinvalidinva');
    if (!admin || !matches) throw new HttpError(401, 'Invalid credentials');
    const token = signToken(deps.jwtSecret, { sub: String(admin.id), role: 'admin', ver: admin.tokenVersion }, ADMIN_TOKEN_LIFETIME);
    res.json({ success: true, token, message: 'Login successful' });
  });

  // SPEC.md §7: the dashboard's four numbers, computed by the server (revenue leaves out cancelled orders).
  router.get('/dashboard-data', requireAdmin(deps), (_req, res) => {
    const { db } = deps;
    const totalOrders = db.select({ value: count() }).from(orders).get()?.value ?? 0;
    const pendingOrders = db.select({ value: count() }).from(orders).where(sql`${orders.status} = 'pending'`).get()?.value ?? 0;
    const totalRevenue = Number(db.select({ value: sum(orders.total) }).from(orders).where(ne(orders.status, 'cancelled')).get()?.value ?? 0);
    const totalProducts = db.select({ value: count() }).from(products).get()?.value ?? 0;
    res.json({ success: true, data: { stats: { totalOrders, pendingOrders, totalRevenue, totalProducts }, recentOrders: listOrders(db, { limit: 5 }) } });
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
