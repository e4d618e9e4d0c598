import { eq } from 'drizzle-orm';
import { Router } from 'express';
import { orderPagePath, pickedUpAtShop } from '../../common/orders';
import type { AppDeps } from '../deps';
import { optionalShopper, requireAdmin, requireShopper } from '../auth/middleware';
import { notFound } from '../http/errors';
import { shopOrigin } from '../http/origin';
import { ipKeyGenerator } from 'express-rate-limit';
import { limitOrders, limitRequests, newAddressMailAllowance } from '../http/rateLimit';
import { hasMailedBefore } from '../mail/queries';
import { ANSWERED, route } from '../http/route';
import { readShopPolicy } from '../shop/policy';
import { orderConfirmationMail } from './confirmationMail';
import { courierCsv, sendBookingFile } from './courierCsv';
import { recordExchange, recordLaterRefund, recordLineReturn } from './afterSale';
import { cancelOrders } from './bulkCancel';
import { recordCancelRefund } from './cancelRefund';
import { deleteOrder, recordConfirmation, recordPayment, recordReturn, updateOrderStatus } from './changes';
import { editOrder } from './edits';
import { changeOrder, changeOrders, exchangeMade, placedByHand } from './activity';
import { actorOf, recorded } from '../activity/record';
import { allowRefund, allowStatus } from '../staff/limits';
import { refundLimitOf } from '../staff/service';
import { orderMessage } from './orderMessage';
import { placeOrder } from './placement';
import { forgetReceiptFile, receiptFileName } from './receipts';
import { receiptRoutes } from './receiptsRoutes';
import { cancelByShopper } from './shopperCancel';
import { orderInvoice } from './invoice';
import { orders } from './schema';
import { toAdminOrders } from './shapes';
import { listFilteredOrders, listOrdersPage, listShopperOrders, trackOrder } from './search';

export function orderRoutes(deps: AppDeps): Router {
  const { db, now } = deps;
  const router = Router();
  const admin = requireAdmin(deps);
  const mailsToNewAddresses = newAddressMailAllowance(deps.config);

  // Guests may check out (docs/architecture.md); a signed-in shopper's order is linked to the account
  // and goes to the account's e-mail, whatever the form said (docs/product.md).
  route(
    router,
    'POST /api/orders',
    [optionalShopper(deps), ...limitOrders(deps.config)],
    async ({ body, req, res }) => {
      const request = req.shopper ? { ...body, customer: { ...body.customer, email: req.shopper.email } } : body;
      // A confirmation to an address the shop never wrote to counts against the client's hourly allowance;
      // past it the order is still placed and shown, only not mailed (the shop's mail is no relay).
      // A phone-only order (the owner's setting, issue 35) has nobody to mail.
      const mayMail =
        Boolean(request.customer.email) &&
        (hasMailedBefore(db, request.customer.email) || (await mailsToNewAddresses.take(ipKeyGenerator(req.ip ?? ''))));
      // The confirmation mail is kept in the order's own transaction: one commit (one wait for the disk,
      // issue 12) for both. The shopper does not wait for the mail server.
      const { order, created, mail } = db.transaction(() => {
        const placed = placeOrder(db, request, req.shopper?.id ?? null, now());
        return {
          ...placed,
          mail:
            placed.created && mayMail
              ? deps.mailer.keep(
                  orderConfirmationMail(placed.order, request.language, readShopPolicy(db), shopOrigin(deps, req)),
                )
              : undefined,
        };
      });
      if (mail) {
        deps.mailer.deliver(mail).catch((error: unknown) => {
          deps.logger.warn({ err: error, orderRef: order.orderRef }, 'order confirmation mail could not be sent');
        });
      }
      res.status(created ? 201 : 200);
      return {
        success: true,
        data: order,
        message: created ? 'Order placed successfully!' : 'This order was already placed',
      };
    },
  );

  // The owner's order by hand (issue 26) goes through checkout's own placeOrder; its confirmation mail too.
  route(router, 'POST /api/admin/orders', [admin], ({ body, req, res }) => {
    const { channel, pickup, ...request } = body;
    const record = (placed: { order: { orderRef: string } }) => placedByHand(db, placed.order.orderRef);
    const { order, created, mail } = recorded(deps, actorOf(req), record, () => {
      const placed = placeOrder(db, request, null, now(), channel, pickedUpAtShop({ channel, pickup }));
      const adminOrder = toAdminOrders(db, [
        db.select().from(orders).where(eq(orders.orderRef, placed.order.orderRef)).get()!,
      ])[0]!;
      return {
        ...placed,
        order: adminOrder,
        // WhatsApp and phone customers often give no e-mail (issue 35): then there is no mail to keep.
        mail:
          placed.created && placed.order.customer.email
            ? deps.mailer.keep(
                orderConfirmationMail(
                  placed.order,
                  request.language,
                  readShopPolicy(db),
                  shopOrigin(deps, req),
                  pickedUpAtShop({ channel, pickup }),
                ),
              )
            : undefined,
      };
    });
    if (mail) {
      deps.mailer.deliver(mail).catch((error: unknown) => {
        deps.logger.warn({ err: error, orderRef: order.orderRef }, 'order confirmation mail could not be sent');
      });
    }
    res.status(created ? 201 : 200);
    const shopperLink = `${shopOrigin(deps, req)}${orderPagePath(order.orderRef, order.customer.email, order.language)}`;
    return {
      success: true,
      data: order,
      shopperLink,
      message: created ? `Order ${order.orderRef} placed` : 'This order was already placed',
    };
  });

  route(router, 'PUT /api/admin/orders/:orderRef', [admin], ({ params, body, req }) => {
    const edit = () => editOrder(db, params.orderRef, body, now());
    const { order, changed, linkSpent } = changeOrder(deps, req, params.orderRef, 'order.edit', edit);
    // The order's link carries its e-mail (orderPagePath): the owner is told a link sent before is spent (decision 0142).
    const message = !changed
      ? 'Nothing was changed'
      : linkSpent
        ? `Order ${order.orderRef} changed. A link to it sent before with the old e-mail no longer opens it: send the customer its link again (the phone number still opens it).`
        : `Order ${order.orderRef} changed`;
    return { success: true, data: order, message };
  });

  route(
    router,
    'GET /api/orders/track',
    [limitRequests(deps.config, 'Too many tracking attempts. Please try again later.')],
    ({ query }) => {
      const order = trackOrder(db, query.orderRef, query);
      if (!order) throw notFound('Order not found');
      return { success: true, data: order };
    },
  );

  // The shopper cancels from the order page (decision 0122), proven as the page is; limited like tracking.
  route(
    router,
    'POST /api/orders/:orderRef/cancel',
    [limitRequests(deps.config, 'Too many tries. Please wait a few minutes and try again.'), optionalShopper(deps)],
    ({ params, query, req }) => {
      const proof = { email: query.email, phone: query.phone, shopperId: req.shopper?.id };
      const order = cancelByShopper(deps, params.orderRef, proof);
      return { success: true, data: order, message: `Your order ${order.orderRef} is cancelled.` };
    },
  );

  route(router, 'GET /api/orders/user/my-orders', [requireShopper(deps)], ({ req }) => ({
    success: true,
    orders: listShopperOrders(db, req.shopper!.id),
  }));

  route(router, 'GET /api/orders', [admin], ({ query }) => {
    const { orders, total } = listOrdersPage(db, query);
    return {
      success: true,
      data: orders,
      total,
      page: query.page,
      limit: query.limit,
      totalPages: Math.ceil(total / query.limit),
    };
  });

  route(router, 'PATCH /api/orders/:orderRef/status', [admin], ({ params, body, req }) => {
    const orderRef = params.orderRef;
    allowStatus(req.admin!, body.status);
    const order = changeOrder(deps, req, orderRef, 'order.status', () => updateOrderStatus(db, orderRef, body, now()));
    return { success: true, data: order, message: `Order ${orderRef} is now ${order.status}` };
  });

  route(router, 'POST /api/admin/orders/cancel', [admin], ({ body, req }) => {
    const cancel = () => cancelOrders(db, body.orderRefs, now());
    const result = changeOrders(deps, req, body.orderRefs, 'order.cancel', cancel);
    const skipped = result.skipped.length ? `; ${result.skipped.length} left as they were` : '';
    return {
      success: true,
      data: result,
      message: `${result.cancelled.length} order${result.cancelled.length === 1 ? '' : 's'} cancelled${skipped}`,
    };
  });

  route(router, 'DELETE /api/orders/:orderRef', [admin], async ({ params, req }) => {
    const orderRef = params.orderRef;
    const receipt = receiptFileName(db, orderRef);
    changeOrder(deps, req, orderRef, 'order.delete', () => deleteOrder(db, orderRef));
    await forgetReceiptFile(deps, receipt);
    return { success: true, message: `Order ${orderRef} deleted` };
  });

  route(router, 'PATCH /api/admin/orders/:orderRef/payment', [admin], ({ params, body, req }) => {
    const pay = () => recordPayment(db, params.orderRef, body.payment, now());
    const order = changeOrder(deps, req, params.orderRef, 'order.payment', pay);
    const paid = order.paymentMethod === 'cod' ? 'Cash received' : 'Transfer checked';
    return {
      success: true,
      data: order,
      message: order.payment.status === 'paid' ? `${paid} for ${order.orderRef}` : `${order.orderRef} is unpaid`,
    };
  });

  route(router, 'PATCH /api/admin/orders/:orderRef/confirmation', [admin], ({ params, body, req }) => {
    const confirm = () => recordConfirmation(db, params.orderRef, body.confirmed, now());
    const order = changeOrder(deps, req, params.orderRef, 'order.confirmation', confirm);
    return {
      success: true,
      data: order,
      message: order.confirmedWithCustomerAt
        ? `${order.orderRef} confirmed with the customer`
        : `${order.orderRef} is no longer marked as confirmed`,
    };
  });

  route(router, 'PATCH /api/admin/orders/:orderRef/return', [admin], ({ params, body, req }) => {
    const cameBack = () => recordReturn(db, params.orderRef, body.returned, now());
    const order = changeOrder(deps, req, params.orderRef, 'order.return', cameBack);
    return {
      success: true,
      data: order,
      message: order.parcelReturn
        ? `${order.orderRef} recorded as ${order.parcelReturn.kind}; its stock is back`
        : `${order.orderRef} is no longer recorded as returned`,
    };
  });

  route(router, 'POST /api/admin/orders/:orderRef/lines/:lineId/return', [admin], ({ params, body, req }) => {
    allowRefund(db, req.admin!, body.refund.amount);
    // Below what the pieces cost, the refund the role may not record stays to decide (decision 0133).
    const limit = refundLimitOf(db, req.admin!.role);
    const lineBack = () => recordLineReturn(db, params.orderRef, params.lineId, body, now(), limit);
    const order = changeOrder(deps, req, params.orderRef, 'order.refund', lineBack);
    const toDecide = order.lineChanges.some((change) => change.lineId === params.lineId && change.refundToDecide);
    return {
      success: true,
      data: order,
      message: `Return recorded for ${order.orderRef}; the pieces are back in stock${toDecide ? '. The owner or a manager records its refund' : ''}`,
    };
  });

  // The refund of returned pieces left to decide (decision 0133), within the role's refund limit.
  route(router, 'POST /api/admin/orders/:orderRef/lines/:lineId/refund', [admin], ({ params, body, req }) => {
    allowRefund(db, req.admin!, body.amount);
    const limit = refundLimitOf(db, req.admin!.role);
    const refund = () => recordLaterRefund(db, params.orderRef, params.lineId, body, now(), limit);
    const order = changeOrder(deps, req, params.orderRef, 'order.refund', refund);
    return {
      success: true,
      data: order,
      message:
        body.amount === 0
          ? `No refund for the returned pieces of ${order.orderRef}: recorded`
          : `Refund recorded for ${order.orderRef}`,
    };
  });

  // A paid order the shop cancelled: its money sent back (decision 0126), within the role's refund limit.
  route(router, 'POST /api/admin/orders/:orderRef/refund-sent', [admin], ({ params, body, req }) => {
    allowRefund(db, req.admin!, body.amount);
    const sent = () => recordCancelRefund(db, params.orderRef, body, now());
    const order = changeOrder(deps, req, params.orderRef, 'order.refundSent', sent);
    return { success: true, data: order, message: `Refund of ${order.orderRef} recorded as sent` };
  });

  route(router, 'POST /api/admin/orders/:orderRef/lines/:lineId/exchange', [admin], ({ params, body, req }) => {
    // The exchange order's own History says it was made, for which order, by whom.
    const exchange = () =>
      recorded(
        deps,
        actorOf(req),
        (made) => exchangeMade(db, made),
        () => recordExchange(db, params.orderRef, params.lineId, body, now()),
      );
    const exchanged = changeOrder(deps, req, params.orderRef, 'order.exchange', exchange);
    return {
      success: true,
      data: exchanged,
      message: `Exchange order ${exchanged.exchange.orderRef} made for ${exchanged.order.orderRef}`,
    };
  });

  route(router, 'GET /api/admin/orders/:orderRef/message', [admin], ({ params }) => ({
    success: true,
    data: orderMessage(db, params.orderRef),
  }));

  route(router, 'GET /api/admin/orders/export', [admin], ({ query, res }) => {
    const day = now().toISOString().slice(0, 10);
    const listed = listFilteredOrders(db, query);
    // An exchange parcel's line names what the rider collects back, which its original order knows.
    const originalRefs = [...new Set(listed.flatMap((order) => (order.exchangeOf ? [order.exchangeOf] : [])))];
    const file = courierCsv(listed, originalRefs.length > 0 ? listFilteredOrders(db, { refs: originalRefs }) : []);
    sendBookingFile(res, `orders-${day}.csv`, file);
    return ANSWERED;
  });

  receiptRoutes(deps, router);
  route(
    router,
    'GET /api/admin/orders/:orderRef/invoice.pdf',
    [admin],
    async ({ params, res }): Promise<typeof ANSWERED> => {
      const { fileName, bytes } = await orderInvoice(db, params.orderRef);
      res.type('application/pdf').set('Cache-Control', 'no-store').attachment(fileName).send(Buffer.from(bytes));
      return ANSWERED;
    },
  );

  return router;
}
