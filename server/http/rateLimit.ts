import { rateLimit } from 'express-rate-limit';
import type { Config } from '../config';

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
    handler: (_req, res) => {
      res.status(429).json({ success: false, message });
    },
  });
}
