import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../common/apiClient';
import { customerSchema } from '../../../common/orders';
import { fieldErrors } from '../orders/fieldErrors';
import { loadCatalog, speak } from './I18nContext';
import { refusalMessage } from './problems';

/*
 * Issue 26: a refusal the shop words in English (zod schemas in common/, the server's messages) reads
 * in Urdu to an Urdu reader, through the one mapping every form and page uses.
 */
const refused = (code: ConstructorParameters<typeof ApiError>[1], message: string, details?: Record<string, unknown>) =>
  new ApiError(400, code, message, details);
const checkoutProblems = () => {
  const checked = customerSchema.safeParse({
    name: '',
    email: 'not-mail',
    phone: '12345',
    address: 'x'.repeat(301),
    city: 'Karachi',
  });
  if (checked.success) throw new Error('the schema took a bad customer');
  return fieldErrors(checked.error);
};

describe('in English', () => {
  it("shows the schema's and the server's own words", () => {
    expect(checkoutProblems()).toMatchObject({
      name: 'Name is required',
      address: 'Address must be at most 300 characters',
    });
    expect(refusalMessage(refused('RATE_LIMITED', 'Too many requests, slow down'), 'checkout.failed')).toBe(
      'Too many requests, slow down',
    );
  });
});

describe('in Urdu', () => {
  beforeAll(async () => {
    await loadCatalog('ur');
    speak('ur');
  });
  afterAll(() => speak('en'));

  it("names the field in Urdu and says what is wrong with it: missing, too long, or not the field's form", () => {
    expect(checkoutProblems()).toEqual({
      name: 'براہ کرم نام لکھیں',
      email: 'براہ کرم درست ای میل ایڈریس لکھیں',
      phone: 'براہ کرم پاکستانی فون نمبر لکھیں، جیسے 0300 1234567',
      address: 'پتہ زیادہ سے زیادہ 300 حروف کا ہو سکتا ہے',
    });
  });

  it("reads a discount code's refusal by its reason, other refusals by their code, and the page's own words when the shop did not answer", () => {
    expect(
      refusalMessage(
        refused('CONFLICT', 'The code EID25 has been used up.', { field: 'discountCode', reason: 'usedUp' }),
        'checkout.failed',
        'EID25',
      ),
    ).toBe('کوڈ EID25 پورا استعمال ہو چکا ہے۔');
    expect(refusalMessage(refused('OUT_OF_STOCK', 'Only 1 left'), 'checkout.failed')).toBe(
      'اس سائز اور رنگ میں یہ شرٹ اتنی تعداد میں موجود نہیں۔',
    );
    expect(refusalMessage(refused('PRICE_CHANGED', 'The price of X is now PKR 2,600'), 'checkout.failed')).toBe(
      'آپ کے آرڈر میں ایک شرٹ کی قیمت بدل گئی ہے۔ براہِ کرم اپنا آرڈر دیکھ کر دوبارہ آرڈر کریں۔',
    );
    expect(refusalMessage(new TypeError('Failed to fetch'), 'checkout.failed')).toBe(
      'آرڈر نہیں دیا جا سکا۔ براہ کرم دوبارہ کوشش کریں۔',
    );
  });
});
