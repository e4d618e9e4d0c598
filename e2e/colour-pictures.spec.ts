import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Product } from '../common/catalog';
import { adminToken } from '../server/testing/identities';
import type { TestShop } from '../server/testing/testShop';
import { adminLogIn, expect, test } from './fixtures';

// Issue 10 (Colour swatches): choosing a colour shows a picture of that colour where one exists;
// otherwise the picture stays. docs/product.md §2 product modal and detail screen.

const TITLE = 'Colour Test Kameez Shirt';

/** Uploads a plain picture in this colour as the owner does and answers its URL. */
async function upload(shop: TestShop, token: string, hex: string): Promise<string> {
  const form = new FormData();
  const png = await sharp({ create: { width: 800, height: 1000, channels: 3, background: hex } })
    .png()
    .toBuffer();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${hex.slice(1)}.png`);
  const response = await fetch(`${shop.url}/api/uploads`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { imageUrl: string }).imageUrl;
}

type Pictures = { white: string; navy: string; maroon: string; id: string };
let made: Pictures | undefined;

/** A shirt in four colours: White, Navy and Maroon each have a picture, Olive has none. */
async function shirtWithColourPictures(shop: TestShop): Promise<Pictures> {
  if (made) return made;
  const token = adminToken(shop);
  const [white, navy, maroon] = [
    await upload(shop, token, '#f8f8f6'),
    await upload(shop, token, '#1f2f52'),
    await upload(shop, token, '#6e1f2c'),
  ];
  const id = `PROD${String(Date.now()).slice(-5)}`;
  const { status, body } = await shop.call<{ data: Product }>('POST', '/api/products', {
    token,
    body: {
      id,
      title: TITLE,
      description: 'Soft cotton in four colours.',
      price: 2300,
      sizes: ['M', 'L'],
      colors: ['White', 'Navy', 'Olive', 'Maroon'],
      stock: 9,
      imageUrl: white,
      additionalImages: [white, navy, maroon],
      imageColors: { [white]: 'White', [navy]: 'Navy', [maroon]: 'Maroon' },
    },
  });
  expect(status).toBe(201);
  expect(body.data.imageColors).toEqual({ [white]: 'White', [navy]: 'Navy', [maroon]: 'Maroon' });
  made = { white, navy, maroon, id };
  return made;
}

/** The gallery's main picture: the one inside the full-screen button. */
const mainPicture = (scope: Locator | Page) =>
  scope.getByRole('button', { name: `View ${TITLE} full screen` }).locator('img');

async function expectShown(scope: Locator | Page, url: string, colour: string) {
  await expect(mainPicture(scope)).toHaveAttribute('src', url);
  await expect(mainPicture(scope)).toHaveAttribute('alt', `${TITLE} in ${colour}`);
}

/** Choosing colours: by mouse, an untagged colour, and by keyboard; no announcement is made for it. */
async function chooseColours(scope: Locator | Page, page: Page, pictures: Pictures) {
  const swatch = (name: string) =>
    scope.getByRole('group', { name: /Colour/ }).getByRole('button', { name, exact: true });
  await swatch('Navy').click();
  await expectShown(scope, pictures.navy, 'Navy');
  await expect(swatch('Navy')).toHaveAttribute('aria-pressed', 'true');
  // Olive has no picture: the Navy one stays.
  await swatch('Olive').click();
  await expect(swatch('Olive')).toHaveAttribute('aria-pressed', 'true');
  await expectShown(scope, pictures.navy, 'Navy');
  await swatch('Maroon').focus();
  await page.keyboard.press('Enter');
  await expectShown(scope, pictures.maroon, 'Maroon');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(swatch('Navy')).toBeFocused();
  await page.keyboard.press('Space');
  await expectShown(scope, pictures.navy, 'Navy');
  // Only the picture's alt text changes: the gallery's live region says nothing about a colour's picture.
  await expect(scope.locator('[aria-live="polite"]').filter({ hasText: /Picture \d of \d/ })).toHaveCount(0);
}

for (const width of [390, 1280]) {
  test(`on the product page at ${width} px, choosing a colour shows its picture`, async ({ page, shop }) => {
    const pictures = await shirtWithColourPictures(shop);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/products/${pictures.id}`);
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
    // White starts chosen (docs/product.md §4) and the main picture shows until the shopper chooses.
    await expectShown(page, pictures.white, 'White');
    await chooseColours(page, page, pictures);
    // Stepping through the pictures still works, and is announced.
    await page.getByRole('button', { name: 'Next image' }).click();
    await expectShown(page, pictures.maroon, 'Maroon');
    await expect(page.locator('[aria-live="polite"]', { hasText: 'Picture 3 of 3' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Show picture 2 of 3, Navy' }).click();
    await expectShown(page, pictures.navy, 'Navy');
    await page.screenshot({ path: `test-results/colour-pictures-page-${width}.png`, fullPage: true });
  });

  test(`in the product modal at ${width} px, choosing a colour shows its picture`, async ({ page, shop }) => {
    const pictures = await shirtWithColourPictures(shop);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/products?q=${pictures.id}`);
    await page.getByRole('button', { name: `More info about ${TITLE}` }).click();
    const modal = page.getByRole('dialog', { name: TITLE });
    await expect(modal).toBeVisible();
    // Nothing is chosen yet in the modal (docs/product.md §4): the main picture shows.
    await expectShown(modal, pictures.white, 'White');
    await chooseColours(modal, page, pictures);
    await page.screenshot({ path: `test-results/colour-pictures-modal-${width}.png` });
  });
}

test('the owner tags a picture with a colour in the product form, by keyboard, and shoppers then see it for that colour', async ({
  page,
  shop,
}) => {
  const token = adminToken(shop);
  const [front, olive] = [await upload(shop, token, '#f8f8f6'), await upload(shop, token, '#6b6b3a')];
  const id = `PROD${String(Date.now() + 1).slice(-5)}`;
  const title = 'Untagged Safari Shirt';
  const body = {
    id,
    title,
    description: 'Two pictures, no colours yet.',
    price: 2600,
    sizes: ['L'],
    colors: ['White', 'Olive'],
    stock: 4,
    imageUrl: front,
    additionalImages: [front, olive],
  };
  expect((await shop.call('POST', '/api/products', { token, body })).status).toBe(201);

  await adminLogIn(page);
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    // A fresh load each time, so the table reads the product as the server now has it.
    await page.goto('/admin/products');
    await page.getByLabel('Search').fill(id);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const second = page.getByRole('combobox', { name: 'Colour shown in picture 2' });
    await expect(second).toHaveValue('');
    await expect(second.locator('option')).toHaveText(['Any colour', 'White', 'Olive']);
    if (width === 1280) {
      // By keyboard: the picture's colour is a plain select, reached with Tab and changed with the arrow keys.
      await page.getByRole('radio', { name: 'Main picture' }).nth(1).focus();
      await page.keyboard.press('Tab');
      await expect(second).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(second).toHaveValue('Olive');
    } else {
      await expect(second).toHaveValue('');
      await second.selectOption('Olive');
    }
    await page.locator('form').screenshot({ path: `test-results/colour-pictures-admin-form-${width}.png` });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(`Saved ${title} (${id}).`)).toBeVisible();
    const saved = await shop.call<{ data: Product }>('GET', `/api/products/${id}`);
    expect(saved.body.data.imageColors).toEqual({ [olive]: 'Olive' });
    if (width === 1280) {
      // Untag again so the narrow run starts from an untagged picture.
      expect((await shop.call('PUT', `/api/products/${id}`, { token, body })).status).toBe(200);
    }
  }

  await page.goto(`/products/${id}`);
  await expect(page.getByRole('button', { name: `View ${title} full screen` }).locator('img')).toHaveAttribute(
    'src',
    front,
  );
  await page
    .getByRole('group', { name: /Colour/ })
    .getByRole('button', { name: 'Olive', exact: true })
    .click();
  await expect(page.getByRole('button', { name: `View ${title} full screen` }).locator('img')).toHaveAttribute(
    'src',
    olive,
  );
  await expect(page.getByRole('button', { name: `View ${title} full screen` }).locator('img')).toHaveAttribute(
    'alt',
    `${title} in Olive`,
  );
});
