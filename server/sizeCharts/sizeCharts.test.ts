import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE_CHART, type SizeChart } from '../../common/sizeCharts';
import { testShopForFile } from '../testing/fileShop';

const shop = testShopForFile();

const KURTA_ROWS = [
  { size: 'M', chest: 42, length: 40, shoulder: 18, sleeve: 24, collar: 15 },
  { size: 'L', chest: 44, length: 41, shoulder: 18.5, sleeve: 24.5, collar: 15.5 },
];

// Issue 35 item 8: a men's chart (chest, length, shoulder, sleeve, collar), the owner's per category.
describe('size charts', () => {
  it('shows the usual men’s chart S to XXL until the owner saves one', async () => {
    const { status, body } = await shop.call<{ data: SizeChart }>('GET', '/api/size-chart?categories=Kurta');
    expect(status).toBe(200);
    expect(body.data).toEqual({ category: '', rows: DEFAULT_SIZE_CHART, saved: false });
    expect(body.data.rows.map((row) => row.size)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
  });

  it('a category’s own chart is shown for its shirts, in any case; others keep the chart for all shirts', async () => {
    const saved = await shop.call('PUT', '/api/admin/size-charts', {
      token: shop.adminToken,
      body: { category: 'Kurta', rows: KURTA_ROWS },
    });
    expect(saved.status).toBe(200);
    const kurta = await shop.call<{ data: SizeChart }>('GET', '/api/size-chart?categories=Eid,kurta');
    expect(kurta.body.data).toEqual({ category: 'Kurta', rows: KURTA_ROWS, saved: true });
    const shirt = await shop.call<{ data: SizeChart }>('GET', '/api/size-chart?categories=Formal');
    expect(shirt.body.data.rows).toEqual(DEFAULT_SIZE_CHART);

    await shop.call('DELETE', '/api/admin/size-charts?category=KURTA', { token: shop.adminToken });
    const after = await shop.call<{ data: SizeChart }>('GET', '/api/size-chart?categories=Kurta');
    expect(after.body.data.category).toBe('');
  });

  it('refuses a chart with a measure missing, a size twice or a shopper’s token, in the owner’s words', async () => {
    const noCollar = await shop.call<{ error: string }>('PUT', '/api/admin/size-charts', {
      token: shop.adminToken,
      body: { category: '', rows: [{ size: 'M', chest: 40, length: 29, shoulder: 17.5, sleeve: 24.5 }] },
    });
    expect(noCollar.status).toBe(400);
    expect(JSON.stringify(noCollar.body)).toMatch(/Collar must be a number of inches/);
    const twice = await shop.call('PUT', '/api/admin/size-charts', {
      token: shop.adminToken,
      body: { category: '', rows: [KURTA_ROWS[0], KURTA_ROWS[0]] },
    });
    expect(JSON.stringify(twice.body)).toMatch(/Each size is listed once/);
    const anonymous = await shop.call('PUT', '/api/admin/size-charts', { body: { category: '', rows: KURTA_ROWS } });
    expect(anonymous.status).toBe(401);
    const all = await shop.call<{ data: SizeChart }>('GET', '/api/size-chart');
    expect(all.body.data.rows).toEqual(DEFAULT_SIZE_CHART);
  });
});
