import compression from 'compression';
import express, { type Express, type Request } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { adminApiRoutes, adminLoginRoutes } from './admin/routes';
import { staffRoutes } from './staff/routes';
import { activityRoutes } from './activity/routes';
import { analyticsRoutes } from './analytics/routes';
import { assistantRoutes } from './assistant/routes';
import { backupRoutes } from './backup/routes';
import { catalogRoutes } from './catalog/routes';
import { contactRoutes } from './contact/routes';
import { courierRoutes } from './couriers/routes';
import { courierCashRoutes } from './courierCash/routes';
import { customerRoutes } from './customers/routes';
import { discountRoutes } from './discounts/routes';
import type { AppDeps } from './deps';
import { apiNotFound, errorHandler } from './http/errors';
import { requestLog } from './http/requestLog';
import { securityHeaders } from './http/securityHeaders';
import { mailRoutes } from './mail/routes';
import { orderRoutes } from './orders/routes';
import { productRoutes } from './products/routes';
import { reviewReadRoutes, reviewRoutes } from './reviews/routes';
import { seoRoutes } from './seo/routes';
import { shopRoutes } from './settings/routes';
import { sizeChartRoutes } from './sizeCharts/routes';
import { storefrontPage } from './storefront/storefrontPage';
import { servePictures } from './uploads/pictures';
import { uploadRoutes } from './uploads/routes';
import { userRoutes } from './users/routes';

const ONE_YEAR = 365 * 24 * 60 * 60 * 1000;

export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // TRUST_PROXY as config.ts parsed it: off, 'loopback' or a hop count (README, Tunnel).
  app.set('trust proxy', deps.config.trustProxy);

  app.use(securityHeaders(deps));
  // A silent logger (tests, benchmarks) needs no per-request child logger at all.
  if (deps.logger.level !== 'silent') {
    app.use(requestLog(deps.logger));
  }
  // The shoppers' most asked reads, the catalog and a product's reviews, are sent kept (catalog/answerCache.ts):
  // ahead of the other features' routers, so each is found at once.
  app.use('/api', catalogRoutes(deps));
  app.use('/api', reviewReadRoutes(deps));
  // Every route's JSON answer comes compressed whole (http/compressedAnswer.ts), so compression(), which
  // wraps each response only to step aside for it, is kept for what is sent otherwise: the admin's
  // downloads (CSV, PDF) here, and the pages and files after the API.
  app.use('/api/admin', compression());
  app.use(express.json({ limit: '100kb' }));

  const api = express.Router();
  // Each feature's routes, tried in this order.
  const features = [
    productRoutes,
    uploadRoutes,
    shopRoutes,
    orderRoutes,
    contactRoutes,
    userRoutes,
    reviewRoutes,
    assistantRoutes,
    adminApiRoutes,
    customerRoutes,
    analyticsRoutes,
    backupRoutes,
    discountRoutes,
    mailRoutes,
    courierRoutes,
    courierCashRoutes,
    staffRoutes,
    activityRoutes,
    sizeChartRoutes,
  ];
  for (const routes of features) api.use(routes(deps));
  api.use(apiNotFound);
  app.use('/api', api);
  app.use(compression());
  app.use('/admin', adminLoginRoutes(deps));
  app.use(seoRoutes(deps));

  app.use('/uploads', servePictures(deps.uploadsDir));
  serveSinglePageApp(app, '/admin', deps.rendererDir);
  serveSinglePageApp(app, '/', deps.storefrontDir, storefrontPage(deps));

  app.use(errorHandler);
  return app;
}

/**
 * Vite's hashed files under assets/ are cached for a year; everything else (index.html, the promo
 * video) is revalidated, so a new build shows at once. `page` writes a page's HTML itself (the
 * storefront names what each page needs first); without it every route gets index.html as built.
 */
function serveSinglePageApp(app: Express, mount: string, dir: string, page?: (req: Request) => string | undefined) {
  const index = path.join(dir, 'index.html');
  const hashedAssets = path.join(dir, 'assets') + path.sep;
  app.use(
    mount,
    express.static(dir, {
      index: false,
      setHeaders: (res, file) => {
        res.setHeader(
          'Cache-Control',
          file.startsWith(hashedAssets) ? `public, max-age=${ONE_YEAR / 1000}, immutable` : 'no-cache',
        );
      },
    }),
  );
  const routes = mount === '/' ? ['/{*path}'] : [mount, `${mount}/{*path}`];
  app.get(routes, (req, res) => {
    if (!existsSync(index)) {
      res.status(503).type('text').send('The shop front end is not built yet. Run "npm run build".');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    const html = page?.(req);
    if (html === undefined) res.sendFile(index);
    else res.type('html').send(html);
  });
}
