import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact';
import { profileUpdateSchema, registerSchema } from './accounts';
import { customerSchema, orderEditSchema } from './orders';
import { optionalLine, requiredLine, spreadsheetText } from './text';

/**
 * Issue 33, point 8: names and addresses with a line break, a NUL or a direction override became
 * fake lines in mails and WhatsApp texts. Every name and address field in common/ refuses them with
 * a message naming the field, and still takes Urdu (with its right-to-left mark) and punctuation.
 */
const BAD = {
  'a line break': 'Ali\r\nTotal: PKR 0',
  'a line feed': 'House 5\nPaid in full',
  'a NUL': 'Ali\u0000Khan',
  'a tab': 'Ali\tKhan',
  'a right-to-left override': 'Ali \u202Etxt.exe',
  'a left-to-right embedding': 'Ali \u202AKhan',
  'a direction isolate': 'Ali \u2066Khan\u2069',
  'a C1 control': 'Ali\u0085Khan',
};

describe('one line of text (common/text.ts)', () => {
  it.each(Object.entries(BAD))('refuses %s, naming the field', (_what, value) => {
    for (const schema of [requiredLine('Name', 100), optionalLine('Name', 100)]) {
      const parsed = schema.safeParse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(
        'Name must be one line of text, without line breaks, control characters or direction marks',
      );
    }
  });

  it('takes Urdu with its direction mark, punctuation and surrounding spaces', () => {
    expect(requiredLine('Name', 100).parse('  عائشہ خان\u200F  ')).toBe('عائشہ خان\u200F');
    expect(requiredLine('Address', 300).parse("House #5, St. 3, Gulberg-III (near Liberty) — Ali's")).toContain('#5');
    expect(optionalLine('ZIP', 10).parse(undefined)).toBe('');
  });
});

describe('every name and address field uses it', () => {
  const customer = {
    name: 'Ayesha Khan',
    email: 'ayesha@example.pk',
    phone: '0300 1234567',
    address: 'House 5',
    city: 'Lahore',
  };
  const cases: [string, (value: string) => { success: boolean }][] = [
    ['checkout name', (value) => customerSchema.safeParse({ ...customer, name: value })],
    ['checkout address', (value) => customerSchema.safeParse({ ...customer, address: value })],
    ['checkout city', (value) => customerSchema.safeParse({ ...customer, city: value })],
    ['checkout ZIP', (value) => customerSchema.safeParse({ ...customer, zip: value.slice(0, 8) })],
    [
      'the owner’s edit of an address',
      (value) =>
        orderEditSchema.safeParse({
          items: [{ id: 'A', size: 'M', color: 'W', quantity: 1 }],
          phone: '03001234567',
          address: value,
          city: 'Lahore',
        }),
    ],
    [
      'registration first name',
      (value) => registerSchema.safeParse({ firstName: value, lastName: 'Khan', email: 'a@b.pk', password: 'secret1' }),
    ],
    ['profile last name', (value) => profileUpdateSchema.safeParse({ firstName: 'Ali', lastName: value })],
    [
      'profile street',
      (value) => profileUpdateSchema.safeParse({ firstName: 'Ali', lastName: 'Khan', address: { street: value } }),
    ],
    [
      'contact name',
      (value) => contactMessageSchema.safeParse({ name: value, email: 'a@b.pk', subject: 'Hi', message: 'Hello' }),
    ],
    [
      'contact subject',
      (value) => contactMessageSchema.safeParse({ name: 'Ali', email: 'a@b.pk', subject: value, message: 'Hello' }),
    ],
  ];
  it.each(cases)('%s refuses a line break and a direction override, and takes a plain value', (_field, parse) => {
    expect(parse('Ali\r\nKhan').success).toBe(false);
    expect(parse('Ali\u202EKhan').success).toBe(false);
    expect(parse('Ali Khan').success).toBe(true);
  });

  it('a contact message may still have lines', () => {
    expect(
      contactMessageSchema.safeParse({
        name: 'Ali',
        email: 'a@b.pk',
        subject: 'Size',
        message: 'Hello,\nIs M in stock?',
      }).success,
    ).toBe(true);
  });
});

describe('a CSV cell the owner opens in a spreadsheet', () => {
  it('starts a would-be formula with a quote and leaves other text as it is', () => {
    expect(['=HYPERLINK("x")', '+92 300', '-1', '@SUM(A1)', '\tTab', 'House 5, Gulberg'].map(spreadsheetText)).toEqual([
      `'=HYPERLINK("x")`,
      "'+92 300",
      "'-1",
      "'@SUM(A1)",
      "'\tTab",
      'House 5, Gulberg',
    ]);
  });
});
