import { adminLogIn, expect, test } from './fixtures';
import { scrollUntilShownAtTheEnd } from './shopper';

// Issue 24 item 5: the assistant's voice comes from the shop's settings, not a shop fixed in code.
test('the owner writes the shop’s city and about-us in Settings, and the storefront assistant greets with them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminLogIn(page, 'Settings');
  const about = page.getByRole('form', { name: 'About your shop' });
  // Too long: refused at the field, nothing saved.
  await about.getByLabel('About us').fill('x'.repeat(201));
  await about.getByRole('button', { name: 'Save about your shop' }).click();
  await expect(about.getByText('About us must be at most 200 characters')).toBeVisible();
  await expect(about.getByLabel('About us')).toBeFocused();

  await about.getByLabel('City').fill('Multan');
  await about.getByLabel('About us').fill('Two sisters stitching lawn shirts since 2019.');
  await about.getByRole('button', { name: 'Save about your shop' }).click();
  await expect(about.getByText('Settings saved')).toBeVisible();
  await page.setViewportSize({ width: 768, height: 1000 });
  await about.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/dashvar-about-768.png' });

  // The policy form saved afterwards keeps the about-us.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/settings/policy') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save settings' }).click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('form', { name: 'About your shop' }).getByLabel('About us')).toHaveValue(
    'Two sisters stitching lawn shirts since 2019.',
  );

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const launcher = page.getByRole('button', { name: 'Chat with us' });
  await scrollUntilShownAtTheEnd(page, launcher);
  await launcher.click();
  const chat = page.getByRole('dialog', { name: 'Karachi Shirt Co. assistant' });
  await expect(
    chat.getByText(
      "Assalam-o-Alaikum! I'm the Karachi Shirt Co. assistant. Two sisters stitching lawn shirts since 2019. Ask me anything",
    ),
  ).toBeVisible();
  await expect(chat.getByText('Shopping assistant · Multan')).toBeVisible();
  await expect(chat).not.toContainText('student');
  await page.screenshot({ path: 'test-results/dashvar-chat-390.png' });
});
