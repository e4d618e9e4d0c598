import { describe, expect, it } from 'vitest';
import { adminPasswordSchema } from '../../../../common/admin';
import { makeFirstPassword } from './firstPassword';

describe('a first password for a new member of staff (issue 37)', () => {
  it('is three groups of four readable characters that the server accepts', () => {
    for (let i = 0; i < 200; i += 1) {
      const password = makeFirstPassword();
      expect(password).toMatch(/^[a-km-np-z2-9]{4}-[a-km-np-z2-9]{4}-[a-km-np-z2-9]{4}$/);
      expect(adminPasswordSchema.safeParse(password).success).toBe(true);
    }
  });

  it('differs each time', () => {
    expect(new Set(Array.from({ length: 100 }, () => makeFirstPassword())).size).toBe(100);
  });

  it('draws again past the last whole alphabet, so no character is likelier', () => {
    // 31 letters: 248..255 would wrap onto the first eight; they are skipped, not used.
    const bytes = [255, 250, 248, ...Array.from({ length: 13 }, (_, i) => i)];
    expect(makeFirstPassword((into) => (into.set(bytes), into))).toBe('abcd-efgh-jkmn');
  });
});
