import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_TEMPLATES, type MailSettings, type OrderMessage } from '../../common/mail';
import type { AdminOrder, Order } from '../../common/orders';
import { orders } from '../orders/schema';
import { shopSettings } from '../shop/schema';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { UNLIMITED_ORDERS_ENV } from '../testing/testShop';
import { outbox } from './schema';
import { readTemplates } from './settings';
import { recordParcelBack } from '../testing/orders';
import { BILAL } from '../testing/identities';

/** Issue 26: each order keeps its shopper's language, and its mails and the owner's WhatsApp message are written in it. */
const shop = testShopForFile({ env: UNLIMITED_ORDERS_ENV });
const ORIGIN = 'https://shop.example.pk';

type Answer<T> = { success: boolean; data: T; message: string; code?: string };
let shirtId = '';
beforeAll(async () => {
  shirtId = saveShirt(shop, { title: 'White Oxford', stock: 100 }).id;
  expect(
    (await shop.call('PUT', '/api/admin/settings/public-url', { body: { url: ORIGIN }, token: shop.adminToken }))
      .status,
  ).toBe(200);
});

let shoppers = 0;
/** A web order in a language (or none said), from an address of its own so its mails are its own. */
async function webOrder(language?: 'en' | 'ur') {
  const email = `shopper${++shoppers}@example.pk`;
  const customer = { name: 'Ayesha Khan', email, phone: '0300 1234567', address: 'House 5, Block 2', city: 'Lahore' };
  const placed = await shop.call<Answer<Order>>('POST', '/api/orders', {
    body: { customer, items: [{ id: shirtId, size: 'M', color: 'White', quantity: 1 }], ...(language && { language }) },
  });
  expect(placed.status).toBe(201);
  return { orderRef: placed.body.data.orderRef, email };
}
const mailsTo = (email: string) =>
  shop.deps.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id).all();
const storedLanguage = (orderRef: string) =>
  shop.deps.db.select({ language: orders.language }).from(orders).where(eq(orders.orderRef, orderRef)).get()?.language;
const setStatus = (orderRef: string, body: Record<string, unknown>) =>
  shop.call<Answer<AdminOrder>>('PATCH', `/api/orders/${orderRef}/status`, { body, token: shop.adminToken });
const message = async (orderRef: string) =>
  (await shop.call<Answer<OrderMessage>>('GET', `/api/admin/orders/${orderRef}/message`, { token: shop.adminToken }))
    .body.data;
const saveTemplates = (body: unknown) =>
  shop.call<Answer<MailSettings>>('PUT', '/api/admin/settings/mail/templates', { body, token: shop.adminToken });

describe('the order keeps its shopper’s language (placement, migration 0021)', () => {
  it('stores the language checkout sends, English when none is said, and shows it in the admin order', async () => {
    const urdu = await webOrder('ur');
    const unsaid = await webOrder();
    expect(storedLanguage(urdu.orderRef)).toBe('ur');
    expect(storedLanguage(unsaid.orderRef)).toBe('en');
    const listed = await shop.call<Answer<AdminOrder[]>>('GET', `/api/orders?q=${urdu.orderRef}`, {
      token: shop.adminToken,
    });
    expect(listed.body.data[0]!.language).toBe('ur');
  });

  it('stores the language of the owner’s order by hand, and refuses one the shop does not speak', async () => {
    const body = {
      customer: BILAL,
      channel: 'whatsapp',
      paymentMethod: 'cod',
      items: [{ id: shirtId, size: 'M', color: 'White', quantity: 1 }],
    };
    const placed = await shop.call<Answer<AdminOrder>>('POST', '/api/admin/orders', {
      body: { ...body, language: 'ur' },
      token: shop.adminToken,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data.language).toBe('ur');
    const refused = await shop.call<Answer<AdminOrder>>('POST', '/api/admin/orders', {
      body: { ...body, language: 'fr' },
      token: shop.adminToken,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('language must be one of en, ur');
  });
});

describe('mails in the order’s language', () => {
  it('sends the order-received mail in Urdu for an Urdu order and in English for an English one', async () => {
    const urdu = await webOrder('ur');
    const english = await webOrder('en');
    const [urduMail] = mailsTo(urdu.email);
    expect(urduMail!.subject).toBe(`Karachi Shirt Co.: آرڈر ${urdu.orderRef} موصول ہو گیا`);
    expect(urduMail!.text).toContain(`/order/${urdu.orderRef}#email=${encodeURIComponent(urdu.email)}&lang=ur`);
    expect(urduMail!.text).toContain('السلام علیکم Ayesha Khan،');
    expect(urduMail!.text).toContain('کل رقم: PKR 2,300');
    expect(urduMail!.text).toContain('کیش آن ڈیلیوری: براہِ کرم رائیڈر کے لیے رقم تیار رکھیں۔');
    const [englishMail] = mailsTo(english.email);
    expect(englishMail!.subject).toBe(`Karachi Shirt Co.: order ${english.orderRef} received`);
    expect(englishMail!.text).toContain('Total: PKR 2,300');
  });

  it('sends the shipped mail in Urdu with the courier, tracking number and the courier’s tracking link', async () => {
    const urdu = await webOrder('ur');
    expect(
      (await setStatus(urdu.orderRef, { status: 'shipped', carrier: 'TCS', trackingNumber: 'TCS-7781234' })).status,
    ).toBe(200);
    const shipped = mailsTo(urdu.email).at(-1)!;
    expect(shipped.subject).toBe(`Karachi Shirt Co.: آرڈر ${urdu.orderRef} روانہ ہو گیا`);
    expect(shipped.text).toContain(
      `آپ کا پارسل ${urdu.orderRef} TCS کے ذریعے روانہ کر دیا گیا ہے۔ ٹریکنگ نمبر: TCS-7781234`,
    );
    expect(shipped.text).toContain('پارسل کہاں پہنچا، یہاں دیکھیں: https://www.tcsexpress.com/track/TCS-7781234');
    // The link opens the order page in Urdu on a phone that never chose a language.
    expect(shipped.text).toContain(
      `آپ کا آرڈر: ${ORIGIN}/order/${urdu.orderRef}#email=${encodeURIComponent(urdu.email)}&lang=ur`,
    );

    const english = await webOrder('en');
    await setStatus(english.orderRef, { status: 'shipped', carrier: 'TCS', trackingNumber: 'TCS-1' });
    expect(mailsTo(english.email).at(-1)!.subject).toBe(`Karachi Shirt Co.: order ${english.orderRef} is on its way`);
  });

  it('tells the shopper their order was cancelled, in their language, each time it is cancelled (decision 0120)', async () => {
    const urdu = await webOrder('ur');
    const english = await webOrder('en');
    expect((await setStatus(urdu.orderRef, { status: 'cancelled' })).status).toBe(200);
    expect((await setStatus(english.orderRef, { status: 'cancelled' })).status).toBe(200);
    const urduMail = mailsTo(urdu.email).at(-1)!;
    expect(urduMail.subject).toBe(`Karachi Shirt Co.: آرڈر ${urdu.orderRef} منسوخ ہو گیا`);
    expect(urduMail.text).toContain(`آپ کا آرڈر ${urdu.orderRef} منسوخ کر دیا گیا ہے`);
    const englishMail = mailsTo(english.email).at(-1)!;
    expect(englishMail.subject).toBe(`Karachi Shirt Co.: order ${english.orderRef} cancelled`);
    expect(englishMail.text).toContain(
      `Your order ${english.orderRef} has been cancelled, and nothing will be delivered.`,
    );
    // Cancelling again mails nothing; reopened, it is told by the confirmed mail, then cancelled again.
    await setStatus(english.orderRef, { status: 'cancelled' });
    expect(mailsTo(english.email)).toHaveLength(2);
    await setStatus(english.orderRef, { status: 'confirmed' });
    await setStatus(english.orderRef, { status: 'cancelled' });
    expect(mailsTo(english.email).map((mail) => mail.subject.split(': ')[1])).toEqual([
      `order ${english.orderRef} received`,
      `order ${english.orderRef} cancelled`,
      `order ${english.orderRef} confirmed`,
      `order ${english.orderRef} cancelled`,
    ]);
  });
});

describe('the owner’s WhatsApp message for the order’s step (GET /api/admin/orders/:orderRef/message)', () => {
  it('asks an Urdu shopper to confirm while pending, then sends each step’s mail text, the same fill as the mail', async () => {
    const { orderRef, email } = await webOrder('ur');
    const pending = await message(orderRef);
    expect(pending.step).toBe('confirm');
    expect(pending.text).toBe(
      `السلام علیکم Ayesha Khan، Karachi Shirt Co سے بات کر رہے ہیں۔ براہِ کرم اپنے آرڈر ${orderRef} کی تصدیق کر دیں: 1 x White Oxford (M، White)۔ ڈیلیوری پر ادا کرنے کی رقم: PKR 2,300۔ ڈیلیوری کا پتہ: House 5, Block 2، Lahore۔ تصدیق کے لیے YES لکھ کر جواب دیں۔`,
    );
    const steps: [Record<string, unknown>, OrderMessage['step'], string][] = [
      [{ status: 'confirmed' }, 'confirmed', 'کنفرم ہو گیا ہے'],
      [
        { status: 'shipped', carrier: 'Leopards', trackingNumber: 'LP-42' },
        'shipped',
        'https://www.leopardscourier.com/shipment_tracking?cn_number=LP-42',
      ],
      [{ status: 'delivered' }, 'delivered', 'آپ تک پہنچ گیا ہے'],
    ];
    for (const [change, step, says] of steps) {
      expect((await setStatus(orderRef, change)).status).toBe(200);
      const now = await message(orderRef);
      expect(now).toMatchObject({ step, language: 'ur' });
      expect(now.text).toContain(says);
      expect(now.text).toBe(mailsTo(email).at(-1)!.text);
    }
    await recordParcelBack(shop, shop.adminToken, orderRef, 'refused');
    const refused = await message(orderRef);
    expect(refused.step).toBe('refused');
    expect(refused.text).toBe(mailsTo(email).at(-1)!.text);
    expect(refused.text).toContain('دروازے پر وصول نہیں کیا گیا');
  });

  it('writes to an English shopper in English, tells a cancelled order so, and answers 404 for no order', async () => {
    const { orderRef } = await webOrder('en');
    expect((await message(orderRef)).text).toBe(
      `Assalam-o-Alaikum Ayesha Khan, this is Karachi Shirt Co. Please confirm your order ${orderRef}: 1 x White Oxford (M, White). Amount to pay on delivery: PKR 2,300. Delivery to House 5, Block 2, Lahore. Reply YES to confirm.`,
    );
    await setStatus(orderRef, { status: 'shipped', carrier: 'M&P', trackingNumber: 'MP-9' });
    expect((await message(orderRef)).text).toContain(
      'has left us with M&P, tracking number MP-9.\nFollow the parcel: https://www.mulphilog.com/tracking/MP-9',
    );
    // A parcel that left cannot be cancelled (common/orderSteps.ts): another order, not yet sent, is.
    const other = await webOrder('en');
    await setStatus(other.orderRef, { status: 'cancelled' });
    expect(await message(other.orderRef)).toMatchObject({ step: 'cancelled', language: 'en' });
    expect((await message(other.orderRef)).text).toContain(`Your order ${other.orderRef} has been cancelled`);
    expect((await shop.call('GET', '/api/admin/orders/ORD-NOSUCH999/message', { token: shop.adminToken })).status).toBe(
      404,
    );
  });
});

describe('templates per language (Settings)', () => {
  it('uses the owner’s Urdu wording for Urdu orders only, and refuses an unknown placeholder at its language', async () => {
    const urdu = {
      ...DEFAULT_MESSAGE_TEMPLATES.ur,
      confirmed: { subject: '{orderRef} پکا ہو گیا', body: '{name} صاحب، آرڈر {orderRef} پکا ہو گیا۔ {total}' },
    };
    expect((await saveTemplates({ ...DEFAULT_MESSAGE_TEMPLATES, ur: urdu })).status).toBe(200);
    try {
      const inUrdu = await webOrder('ur');
      const inEnglish = await webOrder('en');
      await setStatus(inUrdu.orderRef, { status: 'confirmed' });
      await setStatus(inEnglish.orderRef, { status: 'confirmed' });
      expect(mailsTo(inUrdu.email).at(-1)).toMatchObject({
        subject: `${inUrdu.orderRef} پکا ہو گیا`,
        text: `Ayesha Khan صاحب، آرڈر ${inUrdu.orderRef} پکا ہو گیا۔ PKR 2,300`,
      });
      expect(mailsTo(inEnglish.email).at(-1)!.subject).toBe(`Karachi Shirt Co.: order ${inEnglish.orderRef} confirmed`);

      const unknown = await saveTemplates({
        ...DEFAULT_MESSAGE_TEMPLATES,
        ur: { ...urdu, shipped: { subject: '{orderRef}', body: 'ٹریکنگ {trackingNo}' } },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toContain('The message: {trackingNo} is not a placeholder');
      const missing = await saveTemplates({ en: DEFAULT_MESSAGE_TEMPLATES.en });
      expect(missing.status).toBe(400);
      expect(
        (await shop.call<Answer<MailSettings>>('GET', '/api/admin/settings/mail', { token: shop.adminToken })).body.data
          .templates.ur.confirmed,
      ).toEqual(urdu.confirmed);
    } finally {
      await saveTemplates(DEFAULT_MESSAGE_TEMPLATES);
    }
  });

  /** The templates as readTemplates reads `value` stored by an older version; the shop's own are back after. */
  const readStored = (value: unknown) => {
    const { db } = shop.deps;
    db.insert(shopSettings)
      .values({ key: 'mail.templates', value })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value } })
      .run();
    try {
      return readTemplates(db);
    } finally {
      db.delete(shopSettings).where(eq(shopSettings.key, 'mail.templates')).run();
    }
  };

  it('reads English templates saved before Urdu as the English ones, with the shop’s Urdu beside them', () => {
    const saved = {
      ...DEFAULT_MESSAGE_TEMPLATES.en,
      delivered: { subject: 'Mil gaya {orderRef}', body: 'Shukriya {name}' },
    };
    expect(readStored(saved)).toEqual({ en: saved, ur: DEFAULT_MESSAGE_TEMPLATES.ur });
    expect(readTemplates(shop.deps.db)).toEqual(DEFAULT_MESSAGE_TEMPLATES);
  });

  it('keeps the owner’s wording saved before the cancelled mail, with the shop’s wording for it beside (decision 0120)', () => {
    const { cancelled: _english, ...englishBefore } = DEFAULT_MESSAGE_TEMPLATES.en;
    const { cancelled: _urdu, ...urduBefore } = DEFAULT_MESSAGE_TEMPLATES.ur;
    const saved = {
      en: { ...englishBefore, delivered: { subject: 'Mil gaya {orderRef}', body: 'Shukriya {name}' } },
      ur: urduBefore,
    };
    expect(readStored(saved)).toEqual({
      en: { ...saved.en, cancelled: DEFAULT_MESSAGE_TEMPLATES.en.cancelled },
      ur: DEFAULT_MESSAGE_TEMPLATES.ur,
    });
  });
});
