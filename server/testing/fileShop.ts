import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Product, ProductWrite } from '../../common/catalog';
import type { ShopSettings } from '../../common/contract/settings';
import type { ShopPolicy } from '../../common/policy';
import { saveProduct } from '../catalog/saveProduct';
import { adminToken } from './identities';
import { startTestShop, type TestShop, type TestShopOptions } from './testShop';

/** The test shop a whole test file shares, with a token for its admin as the admin login issues it. */
export type FileTestShop = TestShop & { readonly adminToken: string };

/**
 * Starts a test shop before a file's tests and closes it after them, so each API test file states
 * its shop in one line instead of repeating the start, token and close hooks. Vitest only: the
 * browser tests get their shop from e2e/fixtures.ts. Its members stand for the started shop from
 * beforeAll on; reading them at module level, before it has started, throws.
 */
export function testShopForFile(options: TestShopOptions = {}): FileTestShop {
  let started: { shop: TestShop; adminToken: string } | undefined;
  beforeAll(async () => {
    const shop = await startTestShop(options);
    started = { shop, adminToken: adminToken(shop) };
  });
  afterAll(() => started?.shop.close());
  const ready = () => {
    if (!started) throw new Error('The test shop starts in beforeAll: use it inside hooks and tests');
    return started;
  };
  return {
    get url() {
      return ready().shop.url;
    },
    get deps() {
      return ready().shop.deps;
    },
    get adminToken() {
      return ready().adminToken;
    },
    call: <T = Record<string, unknown>>(...args: Parameters<TestShop['call']>) => ready().shop.call<T>(...args),
    close: () => ready().shop.close(),
  };
}

/**
 * A plain shirt (size M, White, PKR 2,000) saved straight in the catalog, for tests about what
 * happens around a product rather than about writing one. A fresh id unless `fields` names one.
 */
export function saveShirt(
  shop: Pick<TestShop, 'deps'>,
  fields: Partial<ProductWrite> = {},
  savedAt = new Date(),
): Product {
  const id = fields.id ?? `SHIRT-${randomUUID().slice(0, 8)}`;
  return saveProduct(
    shop.deps.db,
    {
      id,
      title: `Shirt ${id}`,
      description: 'Cotton',
      price: 2000,
      sizes: ['M'],
      colors: ['White'],
      stock: 10,
      ...fields,
    },
    savedAt,
  );
}

/**
 * A Navy shirt stocked only in the sizes `stock` names, as many in each as it says ({ M: 5, L: 1 }):
 * tests about pieces coming back and going out read its cells.
 */
export function saveNavyShirt(shop: Pick<TestShop, 'deps'>, stock: Record<string, number>, price = 2500): Product {
  const sizes = Object.keys(stock);
  return saveShirt(shop, {
    price,
    sizes,
    colors: ['Navy'],
    stock: sizes.reduce((sum, size) => sum + stock[size]!, 0),
    variants: sizes.map((size) => ({ size, color: 'Navy', stock: stock[size]!, sku: '' })),
  });
}

/**
 * The White Oxford (id OXFORD, PKR 2,200, M / White) that many order tests buy by its fixed id; `fields`
 * sets its stock and whatever else the test is about.
 */
export const saveOxford = (shop: Pick<TestShop, 'deps'>, fields: Partial<ProductWrite> = {}, savedAt = new Date()) =>
  saveShirt(shop, { id: 'OXFORD', title: 'White Oxford', price: 2200, ...fields }, savedAt);

/**
 * The owner changes the shop policy in Settings: the policy saved now with `change` over it. Throws
 * when it is refused: the tests using it are about what the change does.
 */
export async function changePolicy(shop: FileTestShop, change: Partial<ShopPolicy>): Promise<void> {
  const token = shop.adminToken;
  const settings = await shop.call<{ data: ShopSettings }>('GET', '/api/admin/settings', { token });
  const saved = await shop.call('PUT', '/api/admin/settings/policy', {
    token,
    body: { ...settings.body.data.policy, ...change },
  });
  if (saved.status !== 200) throw new Error(`The policy change was refused: ${JSON.stringify(saved.body)}`);
}

/**
 * Puts all of a product's pieces in one size and colour (M / White unless named) and none in its
 * other cells: tests about an order's stock then read the product's total as that cell's.
 */
export function setCellStock(
  shop: Pick<TestShop, 'deps'>,
  productId: string,
  stock: number,
  size = 'M',
  color = 'White',
): void {
  shop.deps.db.$client
    .prepare(
      'update product_variants set stock = case when size = ? and color = ? then ? else 0 end where product_id = ?',
    )
    .run(size, color, stock, productId);
}
