import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardSalesSchema, type DashboardAnswer } from '../../common/admin';
import type { StaffRole } from '../../common/staffRoles';
import { addStaff, tokenOf } from '../staff/testStaff';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { advanceOrder, placeCodOrder } from '../testing/orders';

/**
 * Decision 0145: the Dashboard's sales figures are Sales Analytics' totals, so the server sends them only to
 * the roles that may see Sales Analytics. The order desk still opens the Dashboard, without them.
 */
const shop = testShopForFile();
const SALES_FIGURES = Object.keys(dashboardSalesSchema.shape);
const tokens = {} as Record<StaffRole, string>;

beforeAll(async () => {
  const shirt = saveShirt(shop, { title: 'Takings Shirt', price: 2200, sizes: ['M'], stock: 10 });
  const placed = await placeCodOrder(shop, [{ id: shirt.id, size: 'M', color: 'White', quantity: 1 }]);
  expect(placed.status).toBe(201);
  await advanceOrder(shop, shop.adminToken, placed.body.data.orderRef, ['confirmed', 'shipped', 'delivered']);
  tokens.owner = shop.adminToken;
  for (const role of ['manager', 'orderDesk', 'packer'] as const)
    tokens[role] = tokenOf(shop, addStaff(shop, role, `dashboard-${role}`).id);
});

const dashboard = (role: StaffRole) =>
  shop.call<{ data: DashboardAnswer; message?: string }>('GET', '/admin/dashboard-data', { token: tokens[role] });

describe('the Dashboard’s sales figures go to the roles that see Sales Analytics (decision 0145)', () => {
  it('gives the owner and a manager the revenue and where the money stands', async () => {
    for (const role of ['owner', 'manager'] as const) {
      const { status, body } = await dashboard(role);
      expect(status).toBe(200);
      expect(Object.keys(body.data.stats)).toEqual(expect.arrayContaining(SALES_FIGURES));
      expect(body.data.stats).toMatchObject({ totalRevenue: expect.any(Number), totalOrders: 1 });
      expect((body.data.stats as { totalRevenue: number }).totalRevenue).toBeGreaterThan(0);
    }
  });

  it('gives the order desk its orders, notices and low stock, and none of the sales figures', async () => {
    const { status, body } = await dashboard('orderDesk');
    expect(status).toBe(200);
    for (const figure of SALES_FIGURES) expect(body.data.stats).not.toHaveProperty(figure);
    expect(body.data.stats).toMatchObject({ totalOrders: 1, pendingOrders: 0, refundsToDecide: 0 });
    expect(body.data.recentOrders).toHaveLength(1);
    expect(body.data.lowStock).toMatchObject({ threshold: expect.any(Number) });
    // The same rule as Sales Analytics, which refuses the desk outright.
    const analytics = await shop.call('GET', '/api/admin/analytics', { token: tokens.orderDesk });
    expect(analytics.status).toBe(403);
  });

  it('still keeps a packer out of the Dashboard', async () => {
    const { status, body } = await dashboard('packer');
    expect(status).toBe(403);
    expect(body.message).toBe('Your role (Packer) cannot see the Dashboard. Ask the shop’s owner if you need to.');
  });
});
