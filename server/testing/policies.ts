import { DEFAULT_SHOP_POLICY, type ShopPolicy } from '../../common/policy';

/** A shop whose owner has entered bank details, so bank transfer is offered beside cash on delivery. */
export const BANK_READY_POLICY: ShopPolicy = {
  ...DEFAULT_SHOP_POLICY,
  paymentMethods: ['cod', 'bank'],
  bank: {
    bankName: 'Meezan Bank',
    accountTitle: 'Karachi Shirt Co.',
    accountNumber: '0101-0105678901',
    iban: 'PK38MEZN0001010105678901',
  },
  receiptWhatsApp: '03001234567',
};

/** A shop in Lahore with its address, landline and receipts WhatsApp entered: what its slips and invoices print. */
export const LAHORE_SHOP_POLICY: ShopPolicy = {
  ...DEFAULT_SHOP_POLICY,
  shopName: 'Lahore Shirt House',
  city: 'Lahore',
  contact: { ...DEFAULT_SHOP_POLICY.contact, address: '14 Liberty Market, Gulberg', phone: '04235761234' },
  receiptWhatsApp: '03214567890',
};
