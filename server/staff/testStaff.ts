import { eq } from 'drizzle-orm';
import type { StaffRole } from '../../common/staffRoles';
import { admins } from '../auth/schema';
import { ADMIN_TOKEN_LIFETIME, signToken } from '../auth/tokens';
import type { TestShop } from '../testing/testShop';

/** A staff account straight in the database (its first password already changed), for API tests. */
export function addStaff(shop: Pick<TestShop, 'deps'>, role: StaffRole, username = `${role}-${Date.now()}`) {
  return shop.deps.db
    .insert(admins)
    .values({ username, name: `The ${role}`, role, passwordHash: 'not-used', createdAt: shop.deps.now() })
    .returning()
    .get();
}

/** A token for the account as the admin login would issue it now (at its current version). */
export function tokenOf(shop: Pick<TestShop, 'deps'>, id: number): string {
  const row = shop.deps.db.select().from(admins).where(eq(admins.id, id)).get()!;
  return signToken(
    shop.deps.jwtSecret,
    { sub: String(row.id), role: 'admin', ver: row.tokenVersion },
    ADMIN_TOKEN_LIFETIME,
  );
}
