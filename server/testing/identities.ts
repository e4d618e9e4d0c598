import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { admins } from '../admin/schema';
import { ADMIN_TOKEN_LIFETIME, SHOPPER_TOKEN_LIFETIME, signToken } from '../auth/tokens';
import { users } from '../users/schema';
import type { TestShop } from './testShop';

/** A token for the shop's first admin, as the admin login would issue it. */
export function adminToken(shop: TestShop): string {
  const admin = shop.deps.db.select().from(admins).get()!;
  return signToken(
    shop.deps.jwtSecret,
    { sub: String(admin.id), role: 'admin', ver: admin.tokenVersion },
    ADMIN_TOKEN_LIFETIME,
  );
}

/** A shopper account straight in the database, with a token as login would issue it. */
export function createShopper(
  shop: TestShop,
  email = `${randomUUID()}@example.pk`,
): { id: string; email: string; token: string } {
  const id = randomUUID();
  shop.deps.db
    .insert(users)
    .values({
      id,
      firstName: 'Ayesha',
      lastName: 'Khan',
      email,
      passwordHash: 'not-used-by-these-tests',
      createdAt: shop.deps.now(),
    })
    .run();
  const user = shop.deps.db.select().from(users).where(eq(users.id, id)).get()!;
  return {
    id,
    email,
    token: signToken(shop.deps.jwtSecret, { sub: id, role: 'shopper', ver: user.tokenVersion }, SHOPPER_TOKEN_LIFETIME),
  };
}

/** The guest shopper most order tests check out as, with the fields the storefront's checkout sends. */
export const BILAL = {
  name: 'Bilal Ahmed',
  email: 'bilal@example.pk',
  phone: '0300 1234567',
  address: 'House 12, Block 7, Gulistan-e-Johar',
  city: 'Karachi',
};
