import type { Response, Router } from 'express';
import type { AppDeps } from '../deps';
import { optionalShopper, requireAdmin } from '../auth/middleware';
import { AppError } from '../http/errors';
import { limitRequests } from '../http/rateLimit';
import { ANSWERED, route } from '../http/route';
import { readPictureUpload } from '../uploads/receive';
import { orderAwaitingReceipt, receiptFileOf, saveReceipt } from './receipts';

/**
 * Sends a receipt picture: as WebP with nosniff whatever its bytes, and kept by no cache (it shows a
 * bank account and a name), shown in the browser rather than saved.
 */
function sendReceipt(res: Response, file: string, orderRef: string): Promise<typeof ANSWERED> {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Disposition', `inline; filename="receipt-${orderRef}.webp"`);
  res.type('image/webp');
  return new Promise((resolve, reject) =>
    res.sendFile(file, { cacheControl: false, lastModified: false, etag: false }, (error) => {
      if (!error) return resolve(ANSWERED);
      // Gone from the disk, or the shopper left before it arrived (nobody left to answer).
      if (res.headersSent) return resolve(ANSWERED);
      reject(new AppError('NOT_FOUND', 'No receipt has been sent for this order'));
    }),
  );
}

/**
 * The shopper's bank-transfer receipt (docs/decisions/0051): sent and seen again with the order page's
 * proof (the order's e-mail, or the account's token), rate limited like tracking since it invites
 * guessing; seen by the owner beside the order.
 */
export function receiptRoutes(deps: AppDeps, router: Router): void {
  const limit = limitRequests(deps.config, 'Too many tries with receipts. Please wait a few minutes and try again.');
  const shopper = optionalShopper(deps);

  route(router, 'POST /api/orders/:orderRef/receipt', [limit, shopper], async ({ params, query, req, res }) => {
    const proof = { email: query.email, phone: query.phone, shopperId: req.shopper?.id };
    // Proof and the order's state are checked before a byte of the picture is read.
    orderAwaitingReceipt(deps.db, params.orderRef, proof);
    const picture = await readPictureUpload(req, res);
    if (!picture) throw new AppError('VALIDATION', 'Please choose a photo or screenshot of your receipt.');
    const order = await saveReceipt(deps, params.orderRef, proof, picture);
    res.status(201);
    return {
      success: true,
      data: order,
      message: 'Thank you! We have your receipt and will confirm your payment once we have checked it.',
    };
  });

  route(router, 'GET /api/orders/:orderRef/receipt', [limit, shopper], ({ params, query, req, res }) =>
    sendReceipt(
      res,
      receiptFileOf(deps, params.orderRef, { email: query.email, phone: query.phone, shopperId: req.shopper?.id }),
      params.orderRef,
    ),
  );

  route(router, 'GET /api/admin/orders/:orderRef/receipt', [requireAdmin(deps)], ({ params, res }) =>
    sendReceipt(res, receiptFileOf(deps, params.orderRef, null), params.orderRef),
  );
}
