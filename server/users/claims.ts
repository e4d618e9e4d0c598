import { and, count, eq, gt, isNull } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import type { AppDeps } from '../deps';
import type { Db, Queryable } from '../db/client';
import { AppError } from '../http/errors';
import { outbox } from '../mail/schema';
import { orders } from '../orders/schema';
import { verifyBoughtReviews } from '../reviews/queries';
import { findUser, type UserRow } from './queries';
import { users } from './schema';

/**
 * Guest orders placed with an account's e-mail before (or without) signing in join the account's
 * orders once the shopper has shown the e-mail is theirs (issue 24): by the link mailed to it, or by a
 * password reset, which is also a link mailed to it. An e-mail typed at registration alone proves
 * nothing (docs/architecture.md, My Orders): anyone could register with another's address and read
 * their addresses and phone numbers.
 */

type ClaimDeps = Pick<AppDeps, 'db' | 'jwtSecret' | 'now' | 'mailer'>;

export const CLAIM_SUBJECT = 'Add your earlier orders to your account';
const CLAIM_PURPOSE = 'claim-orders';
const CLAIM_LINK_LIFETIME = '7d';
/** A shopper who signs in often, not having opened the link, is mailed it again at most this often. */
const CLAIM_MAIL_EVERY_MS = 24 * 60 * 60 * 1000;

const unclaimed = (email: string) => and(isNull(orders.userId), eq(orders.customerEmail, email.toLowerCase()));

export const unclaimedOrders = (db: Queryable, email: string) =>
  db.select({ total: count() }).from(orders).where(unclaimed(email)).get()?.total ?? 0;

/** Links the e-mail's guest orders to the account and verifies the reviews they back; how many joined. */
export function claimGuestOrders(db: Db, user: Pick<UserRow, 'id' | 'email'>): number {
  return db.transaction((tx) => {
    tx.update(users).set({ isEmailVerified: true }).where(eq(users.id, user.id)).run();
    const claimed = tx.update(orders).set({ userId: user.id }).where(unclaimed(user.email)).run().changes;
    verifyBoughtReviews(tx, user.id);
    return claimed;
  });
}

function claimLink(deps: ClaimDeps, user: UserRow, origin: string): string {
  const token = jwt.sign({ purpose: CLAIM_PURPOSE, email: user.email }, deps.jwtSecret, {
    algorithm: 'HS256',
    expiresIn: CLAIM_LINK_LIFETIME,
    subject: user.id,
  });
  return `${origin}/profile?claim=${encodeURIComponent(token)}`;
}

/**
 * After registration or sign-in: a verified account takes its e-mail's newer guest orders at once; an
 * unverified one with guest orders waiting is mailed the link (not more than once a day).
 */
export function offerGuestOrders(deps: ClaimDeps, user: UserRow, origin: string): void {
  if (user.isEmailVerified) {
    claimGuestOrders(deps.db, user);
    return;
  }
  const waiting = unclaimedOrders(deps.db, user.email);
  if (waiting === 0) return;
  const since = new Date(deps.now().getTime() - CLAIM_MAIL_EVERY_MS);
  const mailedLately = deps.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.to, user.email), eq(outbox.subject, CLAIM_SUBJECT), gt(outbox.createdAt, since)))
    .get();
  if (mailedLately) return;
  const orderWord = waiting === 1 ? '1 order was' : `${waiting} orders were`;
  const mail = deps.mailer.keep({
    to: user.email,
    subject: CLAIM_SUBJECT,
    text: `Assalam o Alaikum ${user.firstName},\n\n${orderWord} placed with this e-mail address without signing in. To see them under My Orders in your account, open this link within a week:\n\n${claimLink(deps, user, origin)}\n\nIf you did not make an account with us, ignore this mail: nothing changes.`,
  });
  // Kept first, so the outbox has it whatever the mail server says; the shopper does not wait for it.
  void deps.mailer.deliver(mail);
}

const LINK_INVALID = 'This link is invalid or has expired. Sign in again and we will send a new one.';
const LINK_USED = 'This link has been used already: the orders it was for are under My Orders.';

/**
 * Spends a mailed link, once (issue 33): the account's e-mail is now proven, and its guest orders join
 * it. A proven account needs no link (its later guest orders join at sign-in), so a link opened again,
 * or after a password reset proved the e-mail, is refused. The check and the claim run with no await
 * between them, so two requests with one link cannot both spend it.
 */
export function claimWithLink(deps: ClaimDeps, token: string): number {
  let claims: jwt.JwtPayload | string;
  try {
    claims = jwt.verify(token, deps.jwtSecret, { algorithms: ['HS256'] });
  } catch {
    throw new AppError('VALIDATION', LINK_INVALID);
  }
  // A shopper's or the owner's session token is no such link: it carries no purpose.
  if (typeof claims !== 'object' || claims.purpose !== CLAIM_PURPOSE || typeof claims.sub !== 'string')
    throw new AppError('VALIDATION', LINK_INVALID);
  const user = findUser(deps.db, claims.sub);
  if (!user?.isActive || user.email !== claims.email) throw new AppError('VALIDATION', LINK_INVALID);
  if (user.isEmailVerified) throw new AppError('VALIDATION', LINK_USED);
  return claimGuestOrders(deps.db, user);
}
