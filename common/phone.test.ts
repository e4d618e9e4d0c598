import { describe, expect, it } from 'vitest';
import { canonicalPhone, formatPhone, internationalPhone, telHref, whatsAppHref } from './phone';
import { customerSchema } from './orders';
import { shopPolicySchema, storedShopPolicySchema } from './policy';
import { DEFAULT_SHOP_POLICY } from './policyRules';

describe('Pakistani phone numbers as people write them (common/phone.ts)', () => {
  it.each([
    ['03001234567', '03001234567', '0300 1234567'],
    ['0300-1234567', '03001234567', '0300 1234567'],
    ['0300 1234567', '03001234567', '0300 1234567'],
    [' 0300 123 4567 ', '03001234567', '0300 1234567'],
    ['+92 300 1234567', '03001234567', '0300 1234567'],
    ['+92-300-1234567', '03001234567', '0300 1234567'],
    ['+923001234567', '03001234567', '0300 1234567'],
    ['923001234567', '03001234567', '0300 1234567'],
    ['92 300 1234567', '03001234567', '0300 1234567'],
    ['0092 300 1234567', '03001234567', '0300 1234567'],
    ['00923001234567', '03001234567', '0300 1234567'],
    ['(0300) 1234567', '03001234567', '0300 1234567'],
    ['021 34567890', '02134567890', '021 34567890'],
    ['(021) 3456-7890', '02134567890', '021 34567890'],
    ['+92 21 34567890', '02134567890', '021 34567890'],
    ['042-35761234', '04235761234', '042 35761234'],
    ['0992 123456', '0992123456', '0992 123456'],
    ['021 111 123 456', '021111123456', '021 111123456'],
    // As an Urdu keyboard types them: Urdu digits, and Arabic-Indic ones.
    ['۰۳۰۰ ۱۲۳۴۵۶۷', '03001234567', '0300 1234567'],
    ['+۹۲ ۳۰۰ ۱۲۳۴۵۶۷', '03001234567', '0300 1234567'],
    ['٠٢١ ٣٤٥٦٧٨٩٠', '02134567890', '021 34567890'],
    // A mobile without its leading 0, as typed after a form's '+92'.
    ['300 1234567', '03001234567', '0300 1234567'],
    ['3001234567', '03001234567', '0300 1234567'],
  ])('reads %j as %s and shows it as %s', (typed, stored, shown) => {
    expect(canonicalPhone(typed)).toBe(stored);
    expect(formatPhone(typed)).toBe(shown);
    expect(formatPhone(stored)).toBe(shown);
  });

  it.each([
    ['too short for a mobile', '0300 123456'],
    ['too long for a mobile', '0300 12345678'],
    ['not a Pakistani number', '+44 20 7946 0958'],
    ['letters', '0300-SHIRTS'],
    ['no number at all', ''],
    ['a number without its area code', '34567890'],
    ['a landline without its 0', '2134567890'],
    ['two numbers', '0300 1234567 / 021 34567890'],
  ])('refuses %s (%j)', (_case, typed) => {
    expect(canonicalPhone(typed)).toBeNull();
  });

  it('links with the international digits: WhatsApp and the dialler reach the number from anywhere', () => {
    expect(internationalPhone('0300 1234567')).toBe('923001234567');
    expect(whatsAppHref('0300-1234567', 'Salam, is the Oxford in M?')).toBe(
      'https://wa.me/923001234567?text=Salam%2C%20is%20the%20Oxford%20in%20M%3F',
    );
    expect(telHref('021 34567890')).toBe('tel:+922134567890');
    expect(telHref('UAN 111-222-333')).toBe('tel:111222333');
  });

  it('shows text that is not a number as it was written', () => {
    expect(formatPhone('Call the shop')).toBe('Call the shop');
  });
});

describe('phone fields store one form', () => {
  const customer = { name: 'Bilal', email: 'bilal@example.pk', address: 'House 1', city: 'Karachi' };
  it('checkout keeps the national digits, however the shopper typed them', () => {
    expect(customerSchema.parse({ ...customer, phone: '+92 300-1234567' }).phone).toBe('03001234567');
    expect(customerSchema.safeParse({ ...customer, phone: '12345' }).error?.issues[0]?.message).toBe(
      'Please enter a valid Pakistani phone number, e.g. 0300 1234567',
    );
  });

  it("settings take the owner's WhatsApp and contact numbers as written: a WhatsApp number must be a mobile", () => {
    const saved = shopPolicySchema.parse({
      ...DEFAULT_SHOP_POLICY,
      receiptWhatsApp: '0300-1234567',
      contact: { ...DEFAULT_SHOP_POLICY.contact, phone: '(021) 3456-7890' },
    });
    expect(saved).toMatchObject({ receiptWhatsApp: '03001234567', contact: { phone: '02134567890' } });
    expect(shopPolicySchema.parse({ ...DEFAULT_SHOP_POLICY, receiptWhatsApp: '923001234567' }).receiptWhatsApp).toBe(
      '03001234567',
    );
    expect(
      shopPolicySchema.safeParse({ ...DEFAULT_SHOP_POLICY, receiptWhatsApp: '021 34567890' }).error?.issues[0]?.message,
    ).toBe('The WhatsApp number must be a mobile number, e.g. 0300 1234567');
    expect(
      shopPolicySchema.safeParse({
        ...DEFAULT_SHOP_POLICY,
        contact: { ...DEFAULT_SHOP_POLICY.contact, phone: 'ring us' },
      }).success,
    ).toBe(false);
  });

  it('a contact phone saved as free text before numbers were checked is read back as written, the rest of the policy with it', () => {
    const old = {
      ...DEFAULT_SHOP_POLICY,
      shopName: 'Lahore Kurta House',
      contact: { ...DEFAULT_SHOP_POLICY.contact, phone: '0300-1234567 (Ali)' },
    };
    expect(storedShopPolicySchema.parse(old)).toMatchObject({
      shopName: 'Lahore Kurta House',
      contact: { phone: '0300-1234567 (Ali)' },
    });
  });
});
