import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { addressSchema, registerSchema, ShopperProfile } from '../../common/accounts';
import type { Product } from '../../common/catalog';
import { getProduct } from '../catalog/queries';
import type { Db } from '../db/client';
import { AppError, notFound } from '../http/errors';
import { passwordResets, users, wishlistItems } from './schema';

export type UserRow = typeof users.$inferSelect;

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

export function toProfile(user: UserRow): ShopperProfile {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    address: { street: user.street, city: user.city, state: user.state, zip: user.zip, country: user.country },
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
    isActive: user.isActive,
    isEmailVerified: user.isEmailVerified,
  };
}

export const findUserByEmail = (db: Db, email: string) =>
  db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .get();
export const findUser = (db: Db, id: string) => db.select().from(users).where(eq(users.id, id)).get();

export function createUser(db: Db, account: z.output<typeof registerSchema>, passwordHash: string, now: Date): UserRow {
  if (findUserByEmail(db, account.email))
    throw new AppError('EMAIL_TAKEN', 'An account with this email already exists. Please log in.');
  const id = randomUUID();
  db.insert(users)
    .values({
      id,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      phone: account.phone,
      passwordHash,
      createdAt: now,
      lastLogin: now,
    })
    .run();
  return findUser(db, id)!;
}

export function updateProfile(
  db: Db,
  id: string,
  changes: { firstName: string; lastName: string; phone: string; address?: z.output<typeof addressSchema> },
): UserRow {
  db.update(users)
    .set({
      firstName: changes.firstName,
      lastName: changes.lastName,
      phone: changes.phone,
      ...(changes.address && { ...changes.address }),
    })
    .where(eq(users.id, id))
    .run();
  return findUser(db, id)!;
}

/** A new password ends every session signed in with the old one (their tokens carry the old version). */
export function setPassword(db: Db, id: string, passwordHash: string): UserRow {
  db.update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .run();
  return findUser(db, id)!;
}

export function wishlist(db: Db, userId: string): Product[] {
  return db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt))
    .all()
    .flatMap(({ productId }) => getProduct(db, productId) ?? []);
}

export function addToWishlist(db: Db, userId: string, productId: string, now: Date) {
  if (!getProduct(db, productId)) throw notFound('Product not found');
  db.insert(wishlistItems).values({ userId, productId, createdAt: now }).onConflictDoNothing().run();
}

export function removeFromWishlist(db: Db, userId: string, productId: string) {
  db.delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .run();
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A single-use reset token; only its hash is kept. */
export function createResetToken(db: Db, userId: string, now: Date): string {
  const token = randomBytes(32).toString('base64url');
  db.insert(passwordResets)
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS) })
    .run();
  return token;
}

/** Spends a reset token: the user it belongs to, or nothing when it is unknown, used or expired. */
export function spendResetToken(db: Db, token: string, now: Date): string | undefined {
  const tokenHash = hashToken(token);
  const spent = db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .returning({ userId: passwordResets.userId })
    .get();
  return spent?.userId;
}
