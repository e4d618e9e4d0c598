import type { AdminOrder } from '../common/orders';
import type { StaffRole } from '../common/staffRoles';
import { adminToken } from '../server/testing/identities';
import type { TestShop } from '../server/testing/testShop';
import { expect } from './fixtures';
import { linesOf, placedOrder, shirtInStock, type Shipping } from './shopper';

/** The first password the owner gives every member of staff these specs make. */
export const FIRST_PASSWORD = 'first-pass-1';

type Member = { name: string; username: string; role: StaffRole };

/** A member of staff the owner makes through the API, who has not signed in yet: FIRST_PASSWORD opens it. */
export async function newStaffMember(shop: TestShop, member: Member) {
  const made = await shop.call('POST', '/api/admin/staff', {
    token: adminToken(shop),
    body: { ...member, password: FIRST_PASSWORD },
  });
  expect(made.status, `${member.username} made by the owner`).toBe(201);
}

/**
 * A member of staff the owner makes, who has then signed in and replaced the first password with
 * `ownPassword` as the app asks them to. Answers the token that change issued them.
 */
export async function staffMember(shop: TestShop, member: Member, ownPassword: string): Promise<string> {
  await newStaffMember(shop, member);
  const first = await shop.call<{ token: string }>('POST', '/admin/login', {
    body: { username: member.username, password: FIRST_PASSWORD },
  });
  const changed = await shop.call<{ token: string }>('POST', '/api/admin/password', {
    token: first.body.token,
    body: { currentPassword: FIRST_PASSWORD, newPassword: ownPassword },
  });
  expect(changed.status, `${member.username}'s own password`).toBe(200);
  return changed.body.token;
}

/** A COD order placed as checkout does for `customer`, moved to confirmed by the owner: what a packer packs. */
export async function confirmedOrder(shop: TestShop, customer: Partial<Shipping>): Promise<string> {
  const { orderRef } = await placedOrder(shop, linesOf(await shirtInStock(shop), 1), { customer });
  // Confirmed with no courier or tracking number yet (advanceOrder names them at every step): the packer types them as it ships.
  const confirmed = await shop.call('PATCH', `/api/orders/${orderRef}/status`, {
    token: adminToken(shop),
    body: { status: 'confirmed' },
  });
  expect(confirmed.status, `${orderRef} confirmed: ${JSON.stringify(confirmed.body)}`).toBe(200);
  return orderRef;
}

/** A cash-on-delivery order of one shirt in stock that the order desk types in for `customer`, who wrote on WhatsApp. */
export async function whatsappOrder(shop: TestShop, customer: Omit<Shipping, 'email'>): Promise<AdminOrder> {
  const placed = await shop.call<{ data: AdminOrder }>('POST', '/api/admin/orders', {
    token: adminToken(shop),
    body: { channel: 'whatsapp', paymentMethod: 'cod', customer, items: linesOf(await shirtInStock(shop), 1) },
  });
  expect(placed.status, `WhatsApp order for ${customer.name}: ${JSON.stringify(placed.body)}`).toBe(201);
  return placed.body.data;
}
