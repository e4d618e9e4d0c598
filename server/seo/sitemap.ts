import { asc } from 'drizzle-orm';
import { HOME_PATH, PRODUCTS_PATH, productPath } from '../../common/storefrontPaths';
import { products } from '../catalog/schema';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';

/** The sitemaps.org limit of addresses in one sitemap file; a larger shop gets a sitemap index. */
export const URLS_PER_SITEMAP = 50_000;

type SitemapUrl = { path: string; lastModified?: Date };

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char]!);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The home page, the product list and every product page, products in id order so parts stay stable. */
function storefrontUrls(db: Db): SitemapUrl[] {
  const rows = db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(asc(products.id))
    .all();
  return [
    { path: HOME_PATH },
    { path: PRODUCTS_PATH },
    ...rows.map((row) => ({ path: productPath(row.id), lastModified: row.updatedAt })),
  ];
}

function urlSet(origin: string, urls: SitemapUrl[]): string {
  const entries = urls.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod}</url>\n`;
  });
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${entries.join('')}</urlset>\n`;
}

export const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`;

/**
 * /sitemap.xml: every storefront address as absolute URLs on the origin the crawler used, or, past
 * `limit` addresses, an index of numbered parts.
 */
export function sitemap(db: Db, origin: string, limit = URLS_PER_SITEMAP): string {
  const urls = storefrontUrls(db);
  if (urls.length <= limit) return urlSet(origin, urls);
  const parts = Math.ceil(urls.length / limit);
  const entries = Array.from(
    { length: parts },
    (_, index) => `  <sitemap><loc>${escapeXml(origin + sitemapPartPath(index + 1))}</loc></sitemap>\n`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`;
}

/** One numbered part of a sitemap index ('1', '2', …); a part that does not exist is 404. */
export function sitemapPart(db: Db, origin: string, partText: string, limit = URLS_PER_SITEMAP): string {
  const part = /^[1-9]\d{0,5}$/.test(partText) ? Number(partText) : 0;
  const urls = storefrontUrls(db);
  const slice = urls.length > limit && part >= 1 ? urls.slice((part - 1) * limit, part * limit) : [];
  if (slice.length === 0) throw notFound('No such sitemap part');
  return urlSet(origin, slice);
}
