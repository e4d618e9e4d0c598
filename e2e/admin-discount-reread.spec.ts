import { adminToken } from '../server/testing/identities';
import { adminLogIn, expect, test } from './fixtures';

// A change to a discount code reads the codes again once it settles, after a refusal too, as the staff
// and messages screens do (renderer/src/shared/mutationOptions.ts): a code deleted in another window
// leaves the list when the owner's pause of it is refused, instead of staying to be refused again.
test('a code deleted in another window leaves the list when pausing it is refused', async ({ page, shop }) => {
  const token = adminToken(shop);
  const made = await shop.call<{ data: { id: number } }>('POST', '/api/admin/discounts', {
    token,
    body: { code: 'GONESOON', kind: 'percent', value: 10 },
  });
  expect(made.status).toBe(201);
  await adminLogIn(page, 'Discounts');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'GONESOON' }) });
  await expect(row).toBeVisible();

  const deleted = await shop.call('DELETE', `/api/admin/discounts/${made.body.data.id}`, { token });
  expect(deleted.status).toBe(200);
  await row.getByRole('button', { name: 'Pause GONESOON' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(row).toHaveCount(0);
});
