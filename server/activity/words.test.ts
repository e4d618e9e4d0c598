import { describe, expect, it } from 'vitest';
import { fieldWords } from './words';

describe("a changed field's name as the owner reads it", () => {
  it('splits a code name into words and keeps a name already in words, a courier in it, as written', () => {
    expect(fieldWords('mustChangePassword')).toBe('Must change password');
    expect(fieldWords('status')).toBe('Status');
    expect(fieldWords('PostEx collects')).toBe('PostEx collects');
  });
});
