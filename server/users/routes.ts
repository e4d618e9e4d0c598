import { Router } from 'express';
import type { AppDeps } from '../deps';
import { requireShopper } from '../auth/middleware';
import { AppError } from '../http/errors';
import { shopOrigin } from '../http/origin';
import { limitPasswordChecks, limitRequests } from '../http/rateLimit';
import { route } from '../http/route';
import { claimWithLink } from './claims';
import { changePassword, logIn, register, requestPasswordReset, resetPassword } from './accounts';
import { addToWishlist, findUser, removeFromWishlist, toProfile, updateProfile, wishlist } from './queries';

const RESET_ANSWER = 'If an account exists for that email, we have sent a link to reset the password.';

export function userRoutes(deps: AppDeps): Router {
  const { db, now } = deps;
  const router = Router();
  const signedIn = [requireShopper(deps)];
  const limitLogins = [limitRequests(deps.config, 'Too many attempts. Please wait a few minutes and try again.')];

  route(router, 'POST /api/users/register', limitLogins, async ({ body, req, res }) => {
    res.status(201);
    return {
      success: true,
      ...(await register(deps, body, shopOrigin(deps, req))),
      message: 'Registration successful',
    };
  });

  route(router, 'POST /api/users/login', limitLogins, async ({ body, req }) => ({
    success: true,
    ...(await logIn(deps, body, shopOrigin(deps, req))),
    message: 'Login successful',
  }));

  route(router, 'POST /api/users/claim-orders', limitLogins, ({ body }) => {
    const claimed = claimWithLink(deps, body.token);
    const message =
      claimed === 0
        ? 'Your e-mail is confirmed. There were no more orders to add.'
        : `${claimed === 1 ? '1 earlier order' : `${claimed} earlier orders`} added to My Orders`;
    return { success: true, claimed, message };
  });

  route(router, 'GET /api/users/profile', signedIn, ({ req }) => ({
    success: true,
    user: toProfile(findUser(db, req.shopper!.id)!),
  }));

  route(router, 'PUT /api/users/profile', signedIn, ({ body, req }) => {
    if (body.email !== undefined && body.email.trim().toLowerCase() !== req.shopper!.email.toLowerCase())
      throw new AppError('VALIDATION', 'Email cannot be changed');
    return { success: true, user: toProfile(updateProfile(db, req.shopper!.id, body)), message: 'Profile updated' };
  });

  route(
    router,
    'POST /api/users/change-password',
    [...signedIn, limitPasswordChecks(deps.config)],
    async ({ body, req }) => ({
      success: true,
      ...(await changePassword(deps, req.shopper!.id, body)),
      message: 'Password changed',
    }),
  );

  route(router, 'POST /api/users/forgot-password', limitLogins, async ({ body, req }) => {
    await requestPasswordReset(deps, body.email, shopOrigin(deps, req));
    return { success: true, message: RESET_ANSWER };
  });

  route(router, 'POST /api/users/reset-password', limitLogins, async ({ body }) => ({
    success: true,
    ...(await resetPassword(deps, body)),
    message: 'Your password has been reset',
  }));

  route(router, 'GET /api/users/wishlist', signedIn, ({ req }) => ({
    success: true,
    wishlist: wishlist(db, req.shopper!.id),
  }));

  route(router, 'POST /api/users/wishlist/:productId', signedIn, ({ params, req }) => {
    addToWishlist(db, req.shopper!.id, params.productId, now());
    return { success: true, wishlist: wishlist(db, req.shopper!.id), message: 'Added to wishlist' };
  });

  route(router, 'DELETE /api/users/wishlist/:productId', signedIn, ({ params, req }) => {
    removeFromWishlist(db, req.shopper!.id, params.productId);
    return { success: true, wishlist: wishlist(db, req.shopper!.id), message: 'Removed from wishlist' };
  });

  return router;
}
