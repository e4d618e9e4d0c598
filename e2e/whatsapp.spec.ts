import { DEFAULT_SHOP_POLICY } from '../common/policyRules';
import { expect, test } from './fixtures';
import { findProduct } from './shopper';

// Issue 26: shoppers ask on WhatsApp from the contact page and product pages once the shop has a
// WhatsApp number; the contact number shows in the local form and dials from anywhere.

test.describe('a shop with a WhatsApp number', () => {
  test.use({
    shopOptions: {
      policy: {
        ...DEFAULT_SHOP_POLICY,
        receiptWhatsApp: '03001234567',
        contact: { ...DEFAULT_SHOP_POLICY.contact, phone: '02134567890' },
      },
    },
  });
  test.use({ viewport: { width: 390, height: 844 } });

  test('the contact page and a product page open a WhatsApp chat with the message typed in', async ({ page, shop }) => {
    await page.goto('/contact');
    const chat = page.getByRole('link', { name: 'Chat on WhatsApp (opens WhatsApp)' });
    await expect(chat).toHaveAttribute(
      'href',
      `https://wa.me/923001234567?text=${encodeURIComponent('Assalam o Alaikum! ')}`,
    );
    await expect(chat).toHaveAttribute('target', '_blank');
    const call = page.getByRole('link', { name: '021 34567890' });
    await expect(call).toHaveAttribute('href', 'tel:+922134567890');
    await page.screenshot({ path: 'test-results/phonesmail-contact-whatsapp.png' });

    const shirt = await findProduct(shop, (product) => product.stock > 0, 'in stock');
    await page.goto(`/products/${shirt.id}`);
    const ask = page.getByRole('link', { name: 'Ask on WhatsApp (opens WhatsApp)' });
    const href = new URL((await ask.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://wa.me/923001234567');
    expect(href.searchParams.get('text')).toBe(
      `Assalam o Alaikum! I would like to ask about ${shirt.title} (${shirt.id}): ${page.url()}`,
    );
    await ask.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/phonesmail-product-whatsapp.png' });
  });
});

test.describe('a shop without a WhatsApp number', () => {
  test('shows no WhatsApp button', async ({ page, shop }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Visit us' })).toBeVisible();
    const shirt = await findProduct(shop, (product) => product.stock > 0, 'in stock');
    await page.goto(`/products/${shirt.id}`);
    await expect(page.getByRole('button', { name: /Add to Cart/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Visit us' })).toBeVisible();
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  });
});
