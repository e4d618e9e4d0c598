import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ur } from './ur';

/*
 * Issue 26: no string is missing from the Urdu catalog. The typecheck refuses a missing key (ur.ts is
 * typed as English's shape); this also catches an empty one, a key English no longer has, and a
 * placeholder the Urdu forgot or renamed (it would print nothing where the value belongs).
 */

type Tree = { [key: string]: unknown };
type Leaf = string | ((params: { count: number }) => string);

/** Every message of a catalog by its dotted key, as `t` looks it up. */
function messages(tree: Tree, prefix = ''): Map<string, Leaf> {
  const found = new Map<string, Leaf>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string' || typeof value === 'function') found.set(path, value as Leaf);
    else for (const [inner, leaf] of messages(value as Tree, `${path}.`)) found.set(inner, leaf);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((match) => match[1]).sort();

const english = messages(en);
const urdu = messages(ur as Tree);
/** Counts a plural is tried with: one, many, none. */
const COUNTS = [1, 2, 5, 0];

describe('the Urdu catalog has every English string (issue 26)', () => {
  it.each([...english.keys()])('%s is in Urdu, not empty, with the same placeholders', (key) => {
    const english_ = english.get(key)!;
    const urdu_ = urdu.get(key);
    expect(urdu_, `${key} is missing from ur.ts`).toBeDefined();
    expect(typeof urdu_, `${key} is a ${typeof english_} in English`).toBe(typeof english_);
    if (typeof english_ === 'string') {
      expect((urdu_ as string).trim(), `${key} is empty in ur.ts`).not.toBe('');
      expect(placeholders(urdu_ as string), `${key}'s placeholders`).toEqual(placeholders(english_));
      return;
    }
    for (const count of COUNTS) {
      const text = (urdu_ as (params: { count: number }) => string)({ count });
      expect(text.trim(), `${key} for ${count}`).not.toBe('');
      // A plural says its count, in Latin digits like the shop's prices.
      expect(text, `${key} for ${count} says the count`).toContain(String(count));
    }
  });

  it('has no key English does not have', () => {
    expect([...urdu.keys()].filter((key) => !english.has(key))).toEqual([]);
  });
});
