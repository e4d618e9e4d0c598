import { eq } from 'drizzle-orm';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '../../common/errors';
import type { StaffRole } from '../../common/staffRoles';
import type { Request, RequestHandler } from 'express';
import type { Db } from '../db/client';
import { admins, users } from './schema';
import { AppError } from '../http/errors';
import { guard } from '../http/guards';
import { bearerToken, verifyToken } from './tokens';

export type SignedInShopper = { id: string; email: string; firstName: string; lastName: string };
/** A signed-in member of staff (issue 37): the owner or one of their staff, with the role of common/staffRoles.ts. */
export type SignedInAdmin = {
  id: number;
  username: string;
  /** What the activity log calls them: their name, else their username. */
  name: string;
  role: StaffRole;
  mustChangePassword: boolean;
};

declare module 'express-serve-static-core' {
  interface Request {
    shopper?: SignedInShopper;
    admin?: SignedInAdmin;
  }
}

type AuthDeps = { db: Db; jwtSecret: string };

const PLEASE_LOG_IN = 'Please log in to continue';

/**
 * Reads the shopper's Bearer token. A token of a deleted or deactivated user, or one issued before a
 * password change, stops working (its version no longer matches).
 */
function findShopper(deps: AuthDeps, req: Request): SignedInShopper | undefined {
  const token = bearerToken(req.headers.authorization);
  if (!token) return undefined;
  const claims = verifyToken(deps.jwtSecret, token, 'shopper');
  if (!claims) throw new AppError('SESSION_ENDED', PLEASE_LOG_IN);
  const user = deps.db.select().from(users).where(eq(users.id, claims.sub)).get();
  if (!user || user.tokenVersion !== claims.ver) throw new AppError('SESSION_ENDED', PLEASE_LOG_IN);
  if (!user.isActive) throw new AppError('ACCOUNT_DEACTIVATED', ACCOUNT_DEACTIVATED_MESSAGE);
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
}

/** Routes only a signed-in shopper may use. */
export function requireShopper(deps: AuthDeps): RequestHandler {
  return guard('shopper', (req, _res, next) => {
    const shopper = findShopper(deps, req);
    if (!shopper) throw new AppError('UNAUTHENTICATED', PLEASE_LOG_IN);
    req.shopper = shopper;
    next();
  });
}

/** Routes open to guests that do more for a signed-in shopper (checkout). A bad token is still refused. */
export function optionalShopper(deps: AuthDeps): RequestHandler {
  return (req, _res, next) => {
    req.shopper = findShopper(deps, req);
    next();
  };
}

export const ACCOUNT_DISABLED_MESSAGE = 'The owner has turned off your account. Ask them if you need it again.';

/**
 * Admin routes: the server checks the admin role itself, not just that a token is present. A token
 * of a disabled account, or one issued before a sign-out, reset or password change, stops working at
 * once (its version is behind). What the role may do is checked next by route() (server/http/route.ts).
 */
export function requireAdmin(deps: AuthDeps): RequestHandler {
  return guard('admin', (req, _res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw new AppError('UNAUTHENTICATED', 'No authentication token found. Please log in again.');
    const claims = verifyToken(deps.jwtSecret, token, 'admin');
    const admin = claims
      ? deps.db
          .select()
          .from(admins)
          .where(eq(admins.id, Number(claims.sub)))
          .get()
      : undefined;
    // Turned off is said before the version: turning an account off also moves its version on, and the
    // member should read why they were signed out, not only that they were.
    if (claims && admin?.disabledAt) throw new AppError('SESSION_ENDED', ACCOUNT_DISABLED_MESSAGE);
    if (!claims || !admin || admin.tokenVersion !== claims.ver)
      throw new AppError('SESSION_ENDED', 'Your admin session has ended. Please log in again.');
    req.admin = {
      id: admin.id,
      username: admin.username,
      name: admin.name || admin.username,
      role: admin.role,
      mustChangePassword: admin.mustChangePassword,
    };
    next();
  });
}
