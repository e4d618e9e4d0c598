import { rateLimit } from 'express-rate-limit';
import type { ApiFailure } from '../../common/errors';
import type { Config } from '../config';
import { statusOf } from '../http/errors';

export const TOO_MANY_WRONG_PASSWORDS =
  'Too many wrong passwords for this account. It is locked for a quarter of an hour; the owner can reset its password.';

/**
 * Wrong passwords per account (issue 37), beside the per-address limit: one person's account locks
 * after config.passwordChecks.max wrong tries in its window, from however many addresses they come.
 * Right passwords do not count, and other accounts are not touched.
 */
export function limitSignInsPerPerson(config: Pick<Config, 'passwordChecks'>) {
  return rateLimit({
    windowMs: config.passwordChecks.windowMs,
    limit: config.passwordChecks.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    keyGenerator: (req) => {
      const username = (req.body as { username?: unknown } | undefined)?.username;
      return `staff:${typeof username === 'string' ? username.trim().toLowerCase() : ''}`;
    },
    handler: (_req, res) => {
      res
        .status(statusOf('RATE_LIMITED'))
        .json({ success: false, code: 'RATE_LIMITED', message: TOO_MANY_WRONG_PASSWORDS } satisfies ApiFailure);
    },
  });
}
