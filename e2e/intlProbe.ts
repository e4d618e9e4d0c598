import type { Page } from '@playwright/test';

/**
 * Counts the Intl formatters a page makes (and the toLocale* calls that make one inside), from before
 * its first script: the first one holds up a phone's first paint (decision 0001), so the pages
 * shoppers land on must make none while they load. Answers what was made so far.
 */
export async function probeIntl(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    for (const name of [
      'NumberFormat',
      'DateTimeFormat',
      'PluralRules',
      'RelativeTimeFormat',
      'Collator',
      'ListFormat',
    ] as const) {
      const original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
        construct: (target, args) => (made.push(`Intl.${name}`), new target(...args)),
        apply: (target, self, args) => (made.push(`Intl.${name}`), Reflect.apply(target, self, args)),
      });
    }
    for (const [owner, method] of [
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [Number.prototype, 'toLocaleString'],
    ] as const) {
      const original = (owner as unknown as Record<string, (...args: unknown[]) => string>)[method]!;
      (owner as unknown as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
        made.push(method);
        return original.apply(this, args);
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);
}
