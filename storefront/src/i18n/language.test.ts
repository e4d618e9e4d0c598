import { describe, expect, it } from 'vitest';
import { linkedLanguage, startingLanguage } from './language';

describe('the language a visit starts in (issue 26)', () => {
  it('is the one the shopper chose before, whatever the browser says', () => {
    expect(startingLanguage('ur', ['en-US'])).toBe('ur');
    expect(startingLanguage('en', ['ur-PK'])).toBe('en');
  });

  it('else the first browser language the shop speaks: ur and ur-PK are Urdu', () => {
    expect(startingLanguage(null, ['ur-PK', 'en'])).toBe('ur');
    expect(startingLanguage(null, ['UR'])).toBe('ur');
    expect(startingLanguage(null, ['pa-PK', 'ur', 'en'])).toBe('ur');
    expect(startingLanguage(null, ['en-GB', 'ur-PK'])).toBe('en');
  });

  it('else English; a stored value that is no language is ignored', () => {
    expect(startingLanguage(null, ['fr-FR'])).toBe('en');
    expect(startingLanguage('de', [])).toBe('en');
  });
});

describe('the language a link from the shop was sent in', () => {
  it('is read from the fragment beside the e-mail, and only when it is one the shop speaks', () => {
    expect(linkedLanguage('#email=sana%40example.pk&lang=ur')).toBe('ur');
    expect(linkedLanguage('#lang=ur')).toBe('ur');
    expect(linkedLanguage('#email=sana%40example.pk')).toBeNull();
    expect(linkedLanguage('#lang=fr')).toBeNull();
    expect(linkedLanguage('')).toBeNull();
  });
});
