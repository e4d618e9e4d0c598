import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/** The shop's security headers, as helmet writes them (the one place they are configured). */
export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'"],
      // The shop is often reached over plain http on the shop's network: do not upgrade.
      'upgrade-insecure-requests': null,
    },
  },
  strictTransportSecurity: false,
};

type HeaderCall = { set: string; value: string | number | readonly string[] } | { remove: string };

/**
 * Helmet's headers worked out once. The configured helmet middleware runs at startup against a
 * stand-in request and response that record what it sets and removes; each request then gets the
 * recorded calls in the same order. Helmet stays the source of truth for what the headers are (a
 * test compares a response with what helmet itself writes), but a request no longer walks its
 * twelve middlewares and the CSP's directive list (issue 12: helmet and its setHeader calls were
 * about 2% of a catalog request under the shopper mix).
 *
 * The shop's options give the same headers to every response. If they ever read the request or the
 * response (a CSP nonce, say) or answer asynchronously, the stand-ins throw here at startup rather
 * than give every response one request's answer.
 */
export function securityHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): RequestHandler {
  const calls = recordHeaderCalls(helmet(options));
  return (_req, res, next) => {
    for (const call of calls) {
      if ('set' in call) res.setHeader(call.set, call.value);
      else res.removeHeader(call.remove);
    }
    next();
  };
}

function recordHeaderCalls(middleware: RequestHandler): readonly HeaderCall[] {
  const calls: HeaderCall[] = [];
  const refuse = (what: string) =>
    new Proxy(
      {},
      {
        get: (_target, property) => {
          throw new Error(`helmet read ${what}.${String(property)}: its headers would not be the same for every response`);
        },
      },
    );
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => calls.push({ set: name, value }),
    removeHeader: (name: string) => calls.push({ remove: name }),
  };
  const response = new Proxy(recorder, {
    get: (target, property) => {
      if (property === 'setHeader' || property === 'removeHeader') return target[property];
      return (refuse('res') as Record<string | symbol, unknown>)[property];
    },
  });
  let finished = false;
  middleware(refuse('req') as never, response as never, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish at once: its headers cannot be worked out ahead of requests');
  return calls;
}
