import type { Request } from 'express';
import type { AppDeps } from '../deps';
import { pageHtml, storefrontBuildReader } from './pageHead';
import { pageNeeds } from './pageNeeds';

/** The storefront's HTML for the page a request asks for; undefined while the storefront is not built. */
export function storefrontPage({
  db,
  storefrontDir,
}: Pick<AppDeps, 'db' | 'storefrontDir'>): (req: Request) => string | undefined {
  const build = storefrontBuildReader(storefrontDir);
  return (req) => {
    const built = build();
    if (!built) return undefined;
    const url = new URL(req.originalUrl, 'http://storefront');
    return pageHtml(built, pageNeeds(db, url.pathname, url.searchParams));
  };
}
