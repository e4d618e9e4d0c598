import type { Request, RequestHandler, Response, Router } from 'express';
import {
  contract,
  type EndpointKey,
  type ParsedBodyOf,
  type ParsedParamsOf,
  type ParsedQueryOf,
  type ResponseInputOf,
} from '../../common/contract';
import type { Auth } from '../../common/contract/endpoint';
import { splitKey } from '../../common/contract/keys';
import { OWNER_ONLY_REFUSAL, refusalFor, roleAllows, type Permission } from '../../common/staffRoles';
import { sendJson } from './compressedAnswer';
import { AppError, parseWith } from './errors';
import { guardOf } from './guards';

/** Returned by a handler that has answered by itself (cached bytes, a file, a CSV). */
export const ANSWERED = Symbol('answered');

export type RouteInput<K extends EndpointKey> = {
  params: ParsedParamsOf<K>;
  query: ParsedQueryOf<K>;
  body: ParsedBodyOf<K>;
  req: Request;
  res: Response;
};
type Handler<K extends EndpointKey> = (
  input: RouteInput<K>,
) => ResponseInputOf<K> | typeof ANSWERED | Promise<ResponseInputOf<K> | typeof ANSWERED>;

/**
 * In tests every answer is checked against the contract before it leaves, so a handler that drifts
 * from the declared shape fails its tests instead of a shopper's screen. Off in production: a shape
 * slip there should not turn a working answer into an error.
 */
const checkAnswers = process.env.SHOP_CHECK_RESPONSES === '1';

/**
 * What the signed-in staff member's role may do (issue 37), checked right after the admin guard and
 * before anything reads the request. An endpoint without a declared permission is the owner's alone
 * (server/staff/permissions.test.ts fails until one is declared). A first password must be changed
 * before anything but the account's own calls.
 */
const allowFor =
  (permission: Permission | undefined): RequestHandler =>
  (req, _res, next) => {
    const admin = req.admin!;
    if (admin.mustChangePassword && permission !== 'self')
      throw new AppError('FORBIDDEN', 'Please choose a new password first: the one you were given was for once.', {
        reason: 'mustChangePassword',
      });
    if (!permission) {
      if (admin.role !== 'owner') throw new AppError('FORBIDDEN', OWNER_ONLY_REFUSAL, { reason: 'role' });
    } else if (!roleAllows(admin.role, permission))
      throw new AppError('FORBIDDEN', refusalFor(admin.role, permission), { reason: 'role', permission });
    next();
  };

/**
 * Adds the contract's endpoint K to the router: runs the middleware (auth, rate limits), parses the
 * path parameters, query and body with the endpoint's schemas (a 400 VALIDATION when they do not
 * fit), and
 * answers with what the handler returns, typed by the endpoint's response schema. The handler sets
 * another status (201) on `res` itself.
 */
export function route<K extends EndpointKey>(
  router: Router,
  key: K,
  middleware: RequestHandler[],
  handler: NoInfer<Handler<K>>,
): void {
  const { method, path } = splitKey(key);
  // Routers are mounted under /api or /admin; the contract's paths are whole.
  const localPath = path.replace(/^\/(api|admin)(?=\/)/, '');
  type Schema = Parameters<typeof parseWith>[0];
  const endpoint = contract[key] as {
    auth: Auth;
    permission?: Permission;
    params?: Schema;
    query?: Schema;
    body?: Schema;
    response: Schema;
  };
  // The contract says who may call it; the guard for that must come first, before anything reads
  // the request (a multipart body, a rate-limit count), or the app does not start.
  const guard = guardOf(middleware[0]) ?? 'public';
  if (guard !== endpoint.auth || middleware.slice(1).some((handler) => guardOf(handler) !== undefined)) {
    throw new Error(
      `${key} is '${endpoint.auth}' in the contract, but its route is guarded as '${guard}': put the matching guard (requireAdmin, requireShopper) first`,
    );
  }
  if (/:\w/.test(path) && !endpoint.params) throw new Error(`${key} declares no params schema for its path parameters`);
  const answer: RequestHandler = async (req, res) => {
    const params = endpoint.params ? parseWith(endpoint.params, req.params) : req.params;
    const query = endpoint.query ? parseWith(endpoint.query, req.query) : req.query;
    const body = endpoint.body ? parseWith(endpoint.body, req.body) : req.body;
    const result = await handler({ params, query, body, req, res } as RouteInput<K>);
    if (result === ANSWERED) return;
    if (checkAnswers) {
      const checked = endpoint.response.safeParse(result);
      if (!checked.success) throw new Error(`${key} answered outside its contract: ${checked.error.message}`);
    }
    sendJson(req, res, result);
  };
  const chain =
    guard === 'admin' ? [middleware[0]!, allowFor(endpoint.permission), ...middleware.slice(1)] : middleware;
  router[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](localPath, ...chain, answer);
}
