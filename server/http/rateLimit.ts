import { rateLimit } from 'express-rate-limit';
import type { ApiFailure } from '../../common/errors';
import type { Config } from '../config';
import { statusOf } from './errors';

/**
 * Limits how often one address may call a guarded route (logins, order tracking, the assistant),
 * answering in the shop's JSON error shape. Sized by config so that tests can tune it.
 */
export function limitRequests(config: Pick<Config, 'rateLimit'>, message: string) {
  return rateLimit({
    windowMs: config.rateLimit.windowMs,
    limit: config.rateLimit.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // With TRUST_PROXY off, X-Forwarded-For is ignored on purpose (anyone can send one): not a misconfiguration.
    validate: { xForwardedForHeader: false },
    handler: (_req, res) => {
      res.status(statusOf('RATE_LIMITED')).json({ success: false, code: 'RATE_LIMITED', message } satisfies ApiFailure);
    },
  });
}
