import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchShop } from './shop';

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const PAGES = ['/', '/products'];

type NetworkRequest = { resourceType?: string; transferSize?: number };

/**
 * Lighthouse with its default mobile settings on the catalog pages of a demo shop.
 * Targets (issue 2): performance >= 90 and accessibility >= 95.
 */
export async function benchLighthouse() {
  const shop = await benchShop(true);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    for (const page of PAGES) {
      const result = await lighthouse(`${shop.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits } = result.lhr;
      const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
      const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []) as NetworkRequest[];
      const scriptBytes = requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
      const lcp = audits['largest-contentful-paint']?.numericValue ?? 0;
      console.log(
        `  ${page.padEnd(10)} performance ${score('performance')} | accessibility ${score('accessibility')} | best practices ${score('best-practices')} | SEO ${score('seo')} | LCP ${(lcp / 1000).toFixed(2)} s | JS transferred ${(scriptBytes / 1024).toFixed(1)} KiB`,
      );
      const metric = (id: string) => audits[id]?.displayValue ?? '?';
      console.log(`    FCP ${metric('first-contentful-paint')} | TBT ${metric('total-blocking-time')} | CLS ${metric('cumulative-layout-shift')} | Speed Index ${metric('speed-index')}`);
      const failing = Object.values(audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary');
      if (failing.length > 0) console.log(`    to look at: ${failing.map((audit) => audit.id).join(', ')}`);
    }
  } finally {
    chrome.kill();
    await shop.stop();
  }
}
