import { describe, expect, it } from 'vitest';
import { productText } from './productText';

const shirt = { title: 'White Linen Shirt', description: 'Cool in the heat.' };

describe("a product's words in the shopper's language (issue 26)", () => {
  it("shows the owner's Urdu to an Urdu reader", () => {
    expect(productText({ ...shirt, titleUrdu: 'سفید لینن شرٹ', descriptionUrdu: 'گرمی میں ٹھنڈی۔' }, 'ur')).toEqual({
      title: 'سفید لینن شرٹ',
      description: 'گرمی میں ٹھنڈی۔',
    });
  });

  it('keeps the English for an English reader, and where the owner wrote no Urdu', () => {
    expect(productText({ ...shirt, titleUrdu: 'سفید لینن شرٹ' }, 'en')).toEqual(shirt);
    expect(productText(shirt, 'ur')).toEqual(shirt);
    expect(productText({ ...shirt, titleUrdu: '  ', descriptionUrdu: 'گرمی میں ٹھنڈی۔' }, 'ur')).toEqual({
      title: shirt.title,
      description: 'گرمی میں ٹھنڈی۔',
    });
  });
});
