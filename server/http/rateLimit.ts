import type { Request } from 'express';
import { MemoryStore, rateLimit, type Options } from 'express-rate-limit';
import { phoneKey } from '../../common/orderFacts';
import type { ApiFailure } from '../../common/errors';
import type { Config } from '../config';
import { statusOf } from './errors';

type Window = { windowMs: number; max: number };

function limiter({ windowMs, max }: Window, message: string, options: Partial<Options> = {}) {
  return rateLimit({
    windowMs,
    limit: max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // With TRUST_PROXY off, X-Forwarded-For is ignored on purpose (anyone can send one): not a misconfiguration.
    validate: { xForwardedForHeader: false },
    handler: (_req, res) => {
      res.status(statusOf('RATE_LIMITED')).json({ success: false, code: 'RATE_LIMITED', message } satisfies ApiFailure);
    },
    ...options,
  });
}

/**
 * Limits how often one address may call a guarded route (logins, order tracking, the assistant),
 * answering in the shop's JSON error shape. Sized by config so that tests can tune it.
 */
export function limitRequests(
  config: Pick<Config, 'rateLimit'>,
  message: string,
  options: Pick<Partial<Options>, 'skip' | 'skipSuccessfulRequests'> = {},
) {
  return limiter(config.rateLimit, message, options);
}

const TOO_MANY_ORDERS =
  'Too many orders in a short time. Please wait a few minutes and try again, or call the shop to order.';

/** The e-mail and phone an order names: the signed-in shopper's own e-mail wins (orders/routes.ts). */
const orderContacts = (req: Request): { email?: string; phone?: string } => {
  const customer = (req.body as { customer?: { email?: unknown; phone?: unknown } } | undefined)?.customer;
  const email = req.shopper?.email ?? (typeof customer?.email === 'string' ? customer.email : undefined);
  return {
    email: email?.trim().toLowerCase() || undefined,
    phone: typeof customer?.phone === 'string' && customer.phone.trim() ? phoneKey(customer.phone) : undefined,
  };
};

/**
 * Placing orders (docs/architecture.md, Auth): per client address (every attempt counts, so a
 * script cannot hold the stock with fake orders), and per phone number and per e-mail address (only
 * orders that went through count, so a shopper correcting a mistyped form is not locked out).
 */
export function limitOrders(config: Pick<Config, 'orderLimits'>) {
  const { windowMs, perAddress, contactWindowMs, perContact } = config.orderLimits;
  const perContactLimiter = (which: 'email' | 'phone') =>
    limiter({ windowMs: contactWindowMs, max: perContact }, TOO_MANY_ORDERS, {
      keyGenerator: (req) => `${which}:${orderContacts(req)[which]}`,
      skip: (req) => orderContacts(req)[which] === undefined,
      skipFailedRequests: true,
    });
  return [
    limiter({ windowMs, max: perAddress }, TOO_MANY_ORDERS),
    perContactLimiter('email'),
    perContactLimiter('phone'),
  ];
}

/**
 * Wrong current passwords on a password change, per signed-in account (shopper or owner): a stolen
 * session cannot be used to guess the password behind it. Right ones do not count.
 */
export function limitPasswordChecks(config: Pick<Config, 'passwordChecks'>) {
  return limiter(config.passwordChecks, 'Too many wrong passwords. Please wait a quarter of an hour and try again.', {
    keyGenerator: (req) => (req.admin ? `admin:${req.admin.id}` : `shopper:${req.shopper?.id}`),
    skipSuccessfulRequests: true,
  });
}

/**
 * Counts, per client address, the confirmation mails sent to e-mail addresses the shop has never
 * written to, so the shop's mail cannot be used to send a stranger's text to many addresses.
 */
export function newAddressMailAllowance(config: Pick<Config, 'orderLimits'>) {
  const store = new MemoryStore();
  store.init({ windowMs: 60 * 60 * 1000 } as Options);
  return {
    /** Whether this client address may have one more such mail sent now; counts it if so. */
    take: async (clientAddress: string): Promise<boolean> =>
      (await store.increment(clientAddress)).totalHits <= config.orderLimits.newAddressMailsPerHour,
  };
}
