import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { changePasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '../../common/accounts';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '../../common/errors';
import { hashPassword, passwordMatches } from '../auth/passwords';
import { SHOPPER_TOKEN_LIFETIME, signToken } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import {
  createResetToken,
  createUser,
  findUser,
  findUserByEmail,
  setPassword,
  spendResetToken,
  toProfile,
  type UserRow,
} from './queries';
import { claimGuestOrders, offerGuestOrders } from './claims';
import { users } from './schema';

/**
 * The shopper account rules (docs/product.md §5, §7 Shopper account): registration, login, password change
 * and reset. Each returns the signed-in session the API answers with.
 */

const INVALID_LOGIN = 'Invalid email or password';
type AccountDeps = Pick<AppDeps, 'db' | 'jwtSecret' | 'now' | 'mailer' | 'config'>;

function sessionFor(deps: AccountDeps, user: UserRow) {
  return {
    token: signToken(deps.jwtSecret, { sub: user.id, role: 'shopper', ver: user.tokenVersion }, SHOPPER_TOKEN_LIFETIME),
    user: toProfile(user),
  };
}

/** `origin`: where the mailed link to claim earlier guest orders leads (server/users/claims.ts). */
export async function register(deps: AccountDeps, account: z.output<typeof registerSchema>, origin: string) {
  const user = createUser(
    deps.db,
    account,
    await hashPassword(account.password, deps.config.passwordHashRounds),
    deps.now(),
  );
  offerGuestOrders(deps, user, origin);
  return sessionFor(deps, user);
}

/** A wrong password and an unknown e-mail get the same answer; a deactivated account is refused. */
export async function logIn(deps: AccountDeps, { email, password }: z.output<typeof loginSchema>, origin: string) {
  const user = findUserByEmail(deps.db, email);
  const matches = await passwordMatches(password, user?.passwordHash);
  if (!user || !matches) throw new AppError('INVALID_CREDENTIALS', INVALID_LOGIN);
  if (!user.isActive) throw new AppError('ACCOUNT_DEACTIVATED', ACCOUNT_DEACTIVATED_MESSAGE);
  deps.db.update(users).set({ lastLogin: deps.now() }).where(eq(users.id, user.id)).run();
  offerGuestOrders(deps, user, origin);
  return sessionFor(deps, findUser(deps.db, user.id)!);
}

/** A new password ends the other sessions; the answer carries a fresh one for this device. */
export async function changePassword(
  deps: AccountDeps,
  userId: string,
  { currentPassword, newPassword }: z.output<typeof changePasswordSchema>,
) {
  const user = findUser(deps.db, userId)!;
  if (!(await passwordMatches(currentPassword, user.passwordHash)))
    throw new AppError('WRONG_PASSWORD', 'Current password is incorrect');
  return sessionFor(
    deps,
    setPassword(deps.db, user.id, await hashPassword(newPassword, deps.config.passwordHashRounds)),
  );
}

/**
 * Mails a single-use reset link to an active account. The caller answers the same whether or not
 * the e-mail has an account, so the form does not tell who shops here.
 */
export async function requestPasswordReset(deps: AccountDeps, email: string, origin: string) {
  const user = findUserByEmail(deps.db, email);
  if (!user?.isActive) return;
  const link = `${origin}/reset-password?token=${createResetToken(deps.db, user.id, deps.now())}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your password',
    text: `Assalam o Alaikum ${user.firstName},\n\nSomeone asked to reset the password of your account. If it was you, open this link within an hour:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
  });
}

export async function resetPassword(deps: AccountDeps, { token, password }: z.output<typeof resetPasswordSchema>) {
  const passwordHash = await hashPassword(password, deps.config.passwordHashRounds);
  const userId = spendResetToken(deps.db, token, deps.now());
  if (!userId)
    throw new AppError('RESET_LINK_INVALID', 'This reset link is invalid or has expired. Please ask for a new one.');
  const user = setPassword(deps.db, userId, passwordHash);
  // The link came by mail: the e-mail is the shopper's, and so are its guest orders.
  claimGuestOrders(deps.db, user);
  return sessionFor(deps, findUser(deps.db, userId)!);
}
