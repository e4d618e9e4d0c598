import { Router } from 'express';
import type { AppDeps } from '../deps';
import { shopOrigin } from '../http/origin';
import { robotsTxt } from './robots';
import { sitemap, sitemapPart } from './sitemap';

/** What crawlers read beside the storefront (issue 12): robots.txt and the sitemap. */
export function seoRoutes(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').send(robotsTxt(shopOrigin(deps, req)));
  });
  router.get('/sitemap.xml', (req, res) => {
    res.type('application/xml').send(sitemap(db, shopOrigin(deps, req)));
  });
  router.get('/sitemap-:part.xml', (req, res) => {
    res.type('application/xml').send(sitemapPart(db, shopOrigin(deps, req), req.params.part));
  });
  return router;
}
