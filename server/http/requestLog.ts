import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/**
 * Query parameters that carry a secret, written as [redacted]: reset links and any token in a URL, the
 * mailed link that joins guest orders to an account (claim), and an e-mail, which beside an order
 * reference in the same line (tracking, a bank receipt) is all it takes to see that order (issue 33).
 */
const SECRET_PARAMS = /([?&](?:token|key|password|claim|email)=)[^&#]*/gi;

export const redactUrl = (url: string | undefined) => (url ?? '').replace(SECRET_PARAMS, '$1[redacted]');

/**
 * One line per request: method, URL (secrets cut out), status, time and the client's address, and
 * no headers at all: the Authorization and Cookie headers carry sessions, and logging every header
 * also made a few minutes of load write 280 MB. The redact paths stand in case a handler logs a
 * request object of its own (issue 23, finding 5).
 */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') ?? false },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: IncomingMessage & { id?: unknown; raw?: IncomingMessage; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.remoteAddress,
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
  });
}
