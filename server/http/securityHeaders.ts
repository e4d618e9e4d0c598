import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppDeps } from '../deps';
import { publicUrlOf } from './origin';

/** The shop's security headers, as helmet writes them (the one place they are configured). */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'"],
      // The shop is often reached over plain http on the shop's network: do not upgrade.
      'upgrade-insecure-requests': null,
    },
  },
  strictTransportSecurity: false,
} satisfies HelmetOptions;

/** Half a year: browsers keep to https for the shop's address that long after a visit. */
const HSTS_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/**
 * Helmet's headers on every answer. When the shop's public address (http/origin.ts) is https, they
 * add Strict-Transport-Security, so a browser that once reached the shop through the tunnel never
 * tries plain http to it again. Browsers ignore that header on plain http, so a shopper on the
 * shop's network at http://192.168.x.x is not affected.
 */
export function securityHeaders(deps: Pick<AppDeps, 'publicUrl'>): RequestHandler {
  const plain = helmet(HELMET_OPTIONS);
  const withHsts = helmet({ ...HELMET_OPTIONS, strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS } });
  return (req, res, next) => (publicUrlOf(deps)?.startsWith('https:') ? withHsts : plain)(req, res, next);
}
