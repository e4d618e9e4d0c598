import { DATE_PROBLEM } from '../renderer/src/shared/ui/DateField';
import { adminLogIn, expect, test } from './fixtures';

// A date filter that cannot read the day typed says so at the field and shows nothing for it: the box
// keeps the last day it could read (or none), and a list or figures for that would pass for the answer.

test('the activity log refuses to Show for a day it cannot read, and lists nothing until the day reads', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminLogIn(page, 'Activity');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/activity')) asked.push(new URL(request.url()).search);
  });
  const from = page.getByLabel('From day');
  const show = page.getByRole('button', { name: 'Show' });
  // A day that read, then words that do not: the box's day is still 1 November, and must not be used.
  await from.fill('01/11/2026');
  await from.fill('01/11/20266');
  const before = asked.length;
  await show.click();
  await expect(from).toHaveAccessibleDescription(new RegExp(DATE_PROBLEM.replace(/[/.]/g, '\\$&')));
  await expect(from).toBeFocused();
  await expect(page.getByRole('alert')).toHaveText('No changes are shown: a day above cannot be read.');
  await expect(page.getByRole('status').filter({ hasText: /changes?$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  expect(asked.slice(before)).toEqual([]);
  await page.screenshot({ path: 'test-results/activity-unreadable-day-1280.png', fullPage: true });

  // Once the box reads a day, Show lists the changes from it.
  await from.fill('02/11/2026');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Press Show to list the changes for these filters.')).toBeVisible();
  await show.click();
  await expect.poll(() => asked.at(-1)).toContain('from=2026-11-02');
  await expect(page.getByText('Press Show to list the changes for these filters.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

  // Clear empties a box that held only words, and the log is listed again.
  await from.fill('yesterday');
  await show.click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(from).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await show.click();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('sales analytics shows no figures while a custom date cannot be read, at a phone’s width too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await adminLogIn(page, 'Sales Analytics');
  const sales = page.getByRole('region', { name: 'Period totals' });
  await expect(sales).toBeVisible();
  await page.getByRole('radio', { name: 'Custom dates' }).click();
  const from = page.getByLabel('From', { exact: true });
  await from.fill('01/11/2026');
  await expect(page).toHaveURL(/from=2026-11-01/);
  await expect(sales).toBeVisible();

  // 31 February is no day: the address keeps 1 November, but no figures are shown for it.
  await from.fill('31/02/2026');
  await expect(sales).toHaveCount(0);
  await expect(page.getByText('No figures are shown: a date above cannot be read.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Data' })).toBeDisabled();
  await from.blur();
  await expect(from).toHaveAccessibleDescription(new RegExp(DATE_PROBLEM.replace(/[/.]/g, '\\$&')));
  await page.screenshot({ path: 'test-results/analytics-unreadable-day-390.png', fullPage: true });

  await from.fill('28/02/2026');
  await expect(page).toHaveURL(/from=2026-02-28/);
  await expect(sales).toBeVisible();

  // Another period takes the boxes away, and what they held with them.
  await from.fill('no day');
  await expect(sales).toHaveCount(0);
  await page.getByRole('radio', { name: 'All time' }).click();
  await expect(sales).toBeVisible();
  await page.getByRole('radio', { name: 'Custom dates' }).click();
  await expect(sales).toBeVisible();
});

test('the orders list keeps its filters when a day typed in From cannot be read, and says so at the box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminLogIn(page, 'Orders');
  const filters = page.getByRole('form', { name: 'Filter orders' });
  const from = filters.getByLabel('From', { exact: true });
  await from.fill('01/11/2026');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/from=2026-11-01/);

  // Words that read as no day: Apply neither drops the From filter nor applies the box's last day.
  await filters.getByLabel('From', { exact: true }).fill('31/11/2026');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(filters.getByLabel('From', { exact: true })).toHaveAccessibleDescription(
    new RegExp(DATE_PROBLEM.replace(/[/.]/g, '\\$&')),
  );
  await expect(filters.getByLabel('From', { exact: true })).toBeFocused();
  await expect(filters.getByLabel('From', { exact: true })).toHaveValue('31/11/2026');
  await expect(page).toHaveURL(/from=2026-11-01/);

  // Put right, Apply filters by it; Clear starts afresh.
  await filters.getByLabel('From', { exact: true }).fill('30/11/2026');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/from=2026-11-30/);
  await filters.getByRole('button', { name: 'Clear' }).click();
  await expect(page).not.toHaveURL(/from=/);
  await expect(filters.getByLabel('From', { exact: true })).toHaveValue('');
});
