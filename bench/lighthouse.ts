import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import type { ResponseOf } from '../common/contract';
import { benchShop } from './shop';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type NetworkRequest = { resourceType?: string; transferSize?: number };

/** Runs of each page: Lighthouse's own advice on score variability is to take the median of several. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * LIGHTHOUSE_PAGES=/checkout,/track-order measures only those pages (a fix checked without the whole
 * run); the product page is named /products/:id.
 */
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
/** LIGHTHOUSE_JSON_DIR keeps each reported run's full report, to read what an audit found. */
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;

/**
 * The languages a shopper's browser may ask for (issue 26): the storefront starts in the browser's
 * (navigator.languages, which headless Chromium takes from --accept-lang, not --lang).
 */
const BROWSER_LANGUAGES = [
  { name: 'English', flag: '--accept-lang=en-US' },
  { name: 'Urdu', flag: '--accept-lang=ur-PK' },
];

/**
 * Lighthouse with its default mobile settings on the home page, the product list, a product page,
 * checkout and order tracking of a demo shop (issue 21), in an English and in an Urdu browser (issue 26),
 * each RUNS times; the run with the median performance score is the one reported.
 * Targets (issue 12): performance >= 98, accessibility 100, SEO 100. Lighthouse simulates a phone by
 * scaling the CPU time it observes on this machine by four, so the scores follow this machine's speed
 * too: its benchmark index (Lighthouse's measure of it) is printed beside them.
 */
export async function benchLighthouse() {
  const shop = await benchShop(true);
  try {
    // The shop's own first product rather than a fixed id, so the bench follows the demo catalog.
    const list = (await (await fetch(`${shop.url}/api/products?limit=1`)).json()) as ResponseOf<'GET /api/products'>;
    const product = list.data[0];
    if (!product) throw new Error('The demo shop has no products to open');
    const named: [string, string][] = [
      ['/', '/'],
      ['/products', '/products'],
      ['/products/:id', `/products/${encodeURIComponent(product.id)}`],
      ['/checkout', '/checkout'],
      ['/track-order', '/track-order'],
    ];
    const pages = named.filter(([name]) => !ONLY_PAGES || ONLY_PAGES.includes(name)).map(([, page]) => page);
    for (const language of BROWSER_LANGUAGES) {
      console.log(`  ${language.name} browser`);
      const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        chromeFlags: [...CHROME_FLAGS, language.flag],
      });
      try {
        await measurePages(chrome.port, shop.url, pages, language.name);
      } finally {
        chrome.kill();
      }
    }
  } finally {
    await shop.stop();
  }
}

async function measurePages(port: number, origin: string, pages: string[], language: string) {
  for (const page of pages) {
    const runs: Result[] = [];
    const failures: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${origin}${page}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      // A run Lighthouse could not score (its performance score is null, with a runtime error) is a
      // failed run, not a score of 0: it is said as such and left out of the median.
      if (result.lhr.categories.performance?.score == null)
        failures.push(result.lhr.runtimeError?.message ?? 'no performance score');
      else runs.push(result.lhr);
    }
    for (const failure of failures) console.log(`  ${page}: a run failed: ${failure}`);
    if (runs.length === 0) continue;
    const performance = (lhr: Result) => Math.round(lhr.categories.performance!.score! * 100);
    const median = [...runs].sort((a, b) => performance(a) - performance(b))[Math.floor(runs.length / 2)]!;
    const { categories, audits } = median;
    if (JSON_DIR) {
      mkdirSync(JSON_DIR, { recursive: true });
      const name = `${language}${page.replace(/[^a-z0-9]+/gi, '-')}`.replace(/-$/, '');
      writeFileSync(path.join(JSON_DIR, `${name}.json`), JSON.stringify(median, null, 1));
    }
    const scores = CATEGORIES.map(
      (name) => `${name.replace('-', ' ')} ${Math.round((categories[name]?.score ?? 0) * 100)}`,
    ).join(' | ');
    const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ??
      []) as NetworkRequest[];
    const scriptBytes = requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    const lcp = audits['largest-contentful-paint']?.numericValue ?? 0;
    console.log(
      `  ${page} (median of ${runs.length} runs; performance by run: ${runs.map(performance).join(', ')}; benchmark index ${Math.round(median.environment.benchmarkIndex)})`,
    );
    console.log(
      `    ${scores} | LCP ${(lcp / 1000).toFixed(2)} s | JS transferred ${(scriptBytes / 1024).toFixed(1)} KiB`,
    );
    const metric = (id: string) => audits[id]?.displayValue ?? '?';
    console.log(
      `    FCP ${metric('first-contentful-paint')} | TBT ${metric('total-blocking-time')} | CLS ${metric('cumulative-layout-shift')} | Speed Index ${metric('speed-index')}`,
    );
    // Every scored audit that lost points, so a score below target says where to look.
    const failing = Object.values(audits).filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'notApplicable',
    );
    if (failing.length > 0) console.log(`    to look at: ${failing.map((audit) => audit.id).join(', ')}`);
  }
}
