import { Router } from 'express';
import type { AppDeps } from '../deps';
import { originOf } from '../http/origin';
import { robotsTxt } from './robots';
import { sitemap, sitemapPart } from './sitemap';

/** What crawlers read beside the storefront (issue 12): robots.txt and the sitemap. */
export function seoRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').send(robotsTxt(originOf(req)));
  });
  router.get('/sitemap.xml', (req, res) => {
    res.type('application/xml').send(sitemap(db, originOf(req)));
  });
  router.get('/sitemap-:part.xml', (req, res) => {
    res.type('application/xml').send(sitemapPart(db, originOf(req), req.params.part));
  });
  return router;
}
