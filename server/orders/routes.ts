import { Router } from 'express';
import type { AppDeps } from '../deps';
import { optionalShopper, requireAdmin, requireShopper } from '../auth/middleware';
import { notFound, parseWith } from '../http/errors';
import { originOf } from '../http/origin';
import { limitRequests } from '../http/rateLimit';
import { route } from '../http/route';
import { orderRefSchema } from '../../common/orders';
import { readShopPolicy } from '../shop/policy';
import { orderConfirmationMail } from './confirmationMail';
import { deleteOrder, listOrders, placeOrder, trackOrder, updateOrderStatus } from './queries';

export function orderRoutes(deps: AppDeps): Router {
  const { db, now } = deps;
  const router = Router();
  const admin = requireAdmin(deps);

  // Guests may check out (ARCHITECTURE.md); a signed-in shopper's order is linked to the account.
  route(router, 'POST /api/orders', [optionalShopper(deps)], ({ body, req, res }) => {
    const { order, created } = placeOrder(db, body, req.shopper?.id ?? null, now());
    if (created) {
      // The mail is in the outbox before the answer leaves; the shopper does not wait for the mail server.
      deps.mailer.send(orderConfirmationMail(order, readShopPolicy(db).shopName, originOf(req))).catch((error: unknown) => {
        deps.logger.warn({ err: error, orderRef: order.orderRef }, 'order confirmation mail could not be kept');
      });
    }
    res.status(created ? 201 : 200);
    return { success: true, data: order, message: created ? 'Order placed successfully!' : 'This order was already placed' };
  });

  route(router, 'GET /api/orders/track', [limitRequests(deps.config, 'Too many tracking attempts. Please try again later.')], ({ query }) => {
    const order = trackOrder(db, query.orderRef, query.email);
    if (!order) throw notFound('Order not found');
    return { success: true, data: order };
  });

  route(router, 'GET /api/orders/user/my-orders', [requireShopper(deps)], ({ req }) => ({ success: true, orders: listOrders(db, { userId: req.shopper!.id }) }));

  route(router, 'GET /api/orders', [admin], () => ({ success: true, data: listOrders(db) }));

  route(router, 'PATCH /api/orders/:orderRef/status', [admin], ({ params, body }) => {
    const orderRef = parseWith(orderRefSchema, params.orderRef);
    const order = updateOrderStatus(db, orderRef, body, now());
    return { success: true, data: order, message: `Order ${orderRef} is now ${order.status}` };
  });

  route(router, 'DELETE /api/orders/:orderRef', [admin], ({ params }) => {
    const orderRef = parseWith(orderRefSchema, params.orderRef);
    deleteOrder(db, orderRef, now());
    return { success: true, message: `Order ${orderRef} deleted` };
  });

  return router;
}
