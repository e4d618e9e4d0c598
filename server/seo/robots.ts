/**
 * robots.txt: crawlers may read the storefront; the owner's admin app and the API stay out, except
 * the public catalog and shop answers that a crawler's renderer must fetch to see a product page.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Allow: /api/products',
    'Allow: /api/shop',
    'Allow: /api/reviews/product/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
