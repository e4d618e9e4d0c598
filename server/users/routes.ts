import { eq } from 'drizzle-orm';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '../../common/errors';
import { Router } from 'express';
import { changePasswordSchema, forgotPasswordSchema, loginSchema, profileUpdateSchema, registerSchema, resetPasswordSchema } from '../../common/accounts';
import type { AppDeps } from '../deps';
import { requireShopper } from '../auth/middleware';
import { hashPassword, passwordMatches } from '../auth/passwords';
import { SHOPPER_TOKEN_LIFETIME, signToken } from '../auth/tokens';
import { AppError, parseWith } from '../http/errors';
import { originOf } from '../http/origin';
import { limitRequests } from '../http/rateLimit';
import {
  addToWishlist,
  createResetToken,
  createUser,
  findUser,
  findUserByEmail,
  removeFromWishlist,
  setPassword,
  spendResetToken,
  toProfile,
  updateProfile,
  wishlist,
  type UserRow,
} from './queries';
import { users } from './schema';

const INVALID_LOGIN = 'Invalid email or password';
const RESET_ANSWER = 'If an account exists for that email, we have sent a link to reset the password.';

export function userRoutes(deps: AppDeps): Router {
  const { db, now, jwtSecret, mailer } = deps;
  const router = Router();
  const signedIn = requireShopper(deps);
  const limitLogins = limitRequests(deps.config, 'Too many attempts. Please wait a few minutes and try again.');
  const session = (user: UserRow) => ({ token: signToken(jwtSecret, { sub: user.id, role: 'shopper', ver: user.tokenVersion }, SHOPPER_TOKEN_LIFETIME), user: toProfile(user) });

  router.post('/users/register', limitLogins, async (req, res) => {
    const account = parseWith(registerSchema, req.body);
    const user = createUser(db, account, await hashPassword(account.password), now());
    res.status(201).json({ success: true, ...session(user), message: 'Registration successful' });
  });

  router.post('/users/login', limitLogins, async (req, res) => {
    const { email, password } = parseWith(loginSchema, req.body);
    const user = findUserByEmail(db, email);
    const matches = await passwordMatches(password, user?.passwordHash);
    if (!user || !matches) throw new AppError('INVALID_CREDENTIALS', INVALID_LOGIN);
    if (!user.isActive) throw new AppError('ACCOUNT_DEACTIVATED', ACCOUNT_DEACTIVATED_MESSAGE);
    db.update(users).set({ lastLogin: now() }).where(eq(users.id, user.id)).run();
    res.json({ success: true, ...session(findUser(db, user.id)!), message: 'Login successful' });
  });

  router.get('/users/profile', signedIn, (req, res) => {
    res.json({ success: true, user: toProfile(findUser(db, req.shopper!.id)!) });
  });

  router.put('/users/profile', signedIn, (req, res) => {
    const changes = parseWith(profileUpdateSchema, req.body);
    if (changes.email !== undefined && changes.email.trim().toLowerCase() !== req.shopper!.email.toLowerCase()) throw new AppError('VALIDATION', 'Email cannot be changed');
    res.json({ success: true, user: toProfile(updateProfile(db, req.shopper!.id, changes)), message: 'Profile updated' });
  });

  router.post('/users/change-password', signedIn, async (req, res) => {
    const { currentPassword, newPassword } = parseWith(changePasswordSchema, req.body);
    const user = findUser(db, req.shopper!.id)!;
    if (!(await passwordMatches(currentPassword, user.passwordHash))) throw new AppError('WRONG_PASSWORD', 'Current password is incorrect');
    const updated = setPassword(db, user.id, await hashPassword(newPassword));
    res.json({ success: true, ...session(updated), message: 'Password changed' });
  });

  router.post('/users/forgot-password', limitLogins, async (req, res) => {
    const { email } = parseWith(forgotPasswordSchema, req.body);
    const user = findUserByEmail(db, email);
    if (user?.isActive) {
      const link = `${originOf(req)}/reset-password?token=${createResetToken(db, user.id, now())}`;
      await mailer.send({
        to: user.email,
        subject: 'Reset your password',
        text: `Assalam o Alaikum ${user.firstName},\n\nSomeone asked to reset the password of your account. If it was you, open this link within an hour:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
      });
    }
    res.json({ success: true, message: RESET_ANSWER });
  });

  router.post('/users/reset-password', limitLogins, async (req, res) => {
    const { token, password } = parseWith(resetPasswordSchema, req.body);
    const passwordHash = await hashPassword(password);
    const userId = spendResetToken(db, token, now());
    if (!userId) throw new AppError('RESET_LINK_INVALID', 'This reset link is invalid or has expired. Please ask for a new one.');
    const user = setPassword(db, userId, passwordHash);
    res.json({ success: true, ...session(user), message: 'Your password has been reset' });
  });

  router.get('/users/wishlist', signedIn, (req, res) => {
    res.json({ success: true, wishlist: wishlist(db, req.shopper!.id) });
  });

  router.post('/users/wishlist/:productId', signedIn, (req, res) => {
    addToWishlist(db, req.shopper!.id, String(req.params.productId), now());
    res.json({ success: true, wishlist: wishlist(db, req.shopper!.id), message: 'Added to wishlist' });
  });

  router.delete('/users/wishlist/:productId', signedIn, (req, res) => {
    removeFromWishlist(db, req.shopper!.id, String(req.params.productId));
    res.json({ success: true, wishlist: wishlist(db, req.shopper!.id), message: 'Removed from wishlist' });
  });

  return router;
}
