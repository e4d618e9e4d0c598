import { Router } from 'express';
import { requireAdmin } from '../auth/middleware';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { buyerDetails, listBuyers, saveBuyerNote } from './buyers';
import { customerDetails, deleteCustomer, listCustomers, setCustomerActive } from './queries';

/** The owner's User Management (docs/product.md §7 Admin): every route for the admin only. */
export function customerRoutes(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const admin = [requireAdmin(deps)];

  route(router, 'GET /api/admin/users', admin, ({ query }) => ({ success: true, ...listCustomers(db, query) }));

  route(router, 'GET /api/admin/users/:id', admin, ({ params }) => ({
    success: true,
    user: customerDetails(db, params.id),
  }));

  route(router, 'PATCH /api/admin/users/:id/status', admin, ({ params, body }) => {
    const user = setCustomerActive(db, params.id, body.isActive);
    return { success: true, user, message: body.isActive ? 'User activated' : 'User deactivated' };
  });

  route(router, 'DELETE /api/admin/users/:id', admin, ({ params }) => ({
    success: true,
    message: deleteCustomer(db, params.id),
  }));

  route(router, 'GET /api/admin/buyers', admin, ({ query }) => ({ success: true, ...listBuyers(db, query) }));
  route(router, 'GET /api/admin/buyers/:phone', admin, ({ params }) => ({
    success: true,
    data: buyerDetails(db, params.phone),
  }));
  route(router, 'PUT /api/admin/buyers/:phone', admin, ({ params, body }) => ({
    success: true,
    data: saveBuyerNote(db, params.phone, body, deps.now()),
    message: 'Saved',
  }));

  return router;
}
