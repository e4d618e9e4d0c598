import { describe, expect, it } from 'vitest';
import { testShopForFile } from '../testing/fileShop';

const shop = testShopForFile();

describe('POST /api/contact (docs/product.md §2 Contact, docs/architecture.md)', () => {
  it('keeps the message for the owner', async () => {
    const message = {
      name: 'Sana',
      email: 'sana@example.pk',
      subject: 'Order ORD-ABC123XYZ',
      message: 'Can I change the size?',
    };
    const { status, body } = await shop.call('POST', '/api/contact', { body: message });
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, message: "Thank you! We'll get back to you soon." });
    const stored = shop.deps.db.$client.prepare('select name, email, subject, message from contact_messages').all();
    expect(stored).toContainEqual(message);
  });

  it.each([
    ['name', { name: '' }, 'Your Name is required'],
    ['e-mail', { email: '' }, 'Email Address is required'],
    ['a valid e-mail', { email: 'sana' }, 'Please enter a valid email address'],
    ['subject', { subject: undefined }, 'Subject is required'],
    ['message', { message: '   ' }, 'Your Message is required'],
  ])('needs the %s', async (_field, overrides, message) => {
    const body = { name: 'Sana', email: 'sana@example.pk', subject: 'Hi', message: 'Hello', ...overrides };
    expect(await shop.call('POST', '/api/contact', { body })).toMatchObject({
      status: 400,
      body: { success: false, message },
    });
  });

  it('needs every field, within bounds', async () => {
    expect(
      (
        await shop.call('POST', '/api/contact', {
          body: { name: 'Sana', email: 'sana@example.pk', subject: '', message: 'Hi' },
        })
      ).body,
    ).toEqual({
      success: false,
      code: 'VALIDATION',
      message: 'Subject is required',
    });
    expect(
      (
        await shop.call('POST', '/api/contact', {
          body: { name: 'Sana', email: 'sana@example.pk', subject: 'Hi', message: 'x'.repeat(5001) },
        })
      ).body,
    ).toEqual({
      success: false,
      code: 'VALIDATION',
      message: 'Your Message must be at most 5000 characters',
    });
  });
});
