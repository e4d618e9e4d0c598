import { Router } from 'express';
import { orderRefSchema, placeOrderSchema, statusUpdateSchema, trackOrderQuerySchema } from '../../common/orders';
import type { AppDeps } from '../deps';
import { optionalShopper, requireAdmin, requireShopper } from '../auth/middleware';
import { notFound, parseWith } from '../http/errors';
import { originOf } from '../http/origin';
import { limitRequests } from '../http/rateLimit';
import { readShopPolicy } from '../shop/policy';
import { orderConfirmationMail } from './confirmationMail';
import { deleteOrder, listOrders, placeOrder, trackOrder, updateOrderStatus } from './queries';

export function orderRoutes(deps: AppDeps): Router {
  const { db, now } = deps;
  const router = Router();
  const admin = requireAdmin(deps);

  // Guests may check out (ARCHITECTURE.md); a signed-in shopper's order is linked to the account.
  router.post('/orders', optionalShopper(deps), (req, res) => {
    const request = parseWith(placeOrderSchema, req.body);
    const { order, created } = placeOrder(db, request, req.shopper?.id ?? null, now());
    if (created) {
      // The mail is in the outbox before the answer leaves; the shopper does not wait for the mail server.
      deps.mailer.send(orderConfirmationMail(order, readShopPolicy(db).shopName, originOf(req))).catch((error: unknown) => {
        deps.logger.warn({ err: error, orderRef: order.orderRef }, 'order confirmation mail could not be kept');
      });
    }
    res.status(created ? 201 : 200).json({ success: true, data: order, message: created ? 'Order placed successfully!' : 'This order was already placed' });
  });

  router.get('/orders/track', limitRequests(deps.config, 'Too many tracking attempts. Please try again later.'), (req, res) => {
    const { orderRef, email } = parseWith(trackOrderQuerySchema, req.query);
    const order = trackOrder(db, orderRef, email);
    if (!order) throw notFound('Order not found');
    res.json({ success: true, data: order });
  });

  router.get('/orders/user/my-orders', requireShopper(deps), (req, res) => {
    res.json({ success: true, orders: listOrders(db, { userId: req.shopper!.id }) });
  });

  router.get('/orders', admin, (_req, res) => {
    res.json({ success: true, data: listOrders(db) });
  });

  router.patch('/orders/:orderRef/status', admin, (req, res) => {
    const orderRef = parseWith(orderRefSchema, req.params.orderRef);
    const order = updateOrderStatus(db, orderRef, parseWith(statusUpdateSchema, req.body), now());
    res.json({ success: true, data: order, message: `Order ${orderRef} is now ${order.status}` });
  });

  router.delete('/orders/:orderRef', admin, (req, res) => {
    const orderRef = parseWith(orderRefSchema, req.params.orderRef);
    deleteOrder(db, orderRef, now());
    res.json({ success: true, message: `Order ${orderRef} deleted` });
  });

  return router;
}
