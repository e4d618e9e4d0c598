import type { Request, RequestHandler, Response, Router } from 'express';
import { contract, type EndpointKey, type ParamsOf, type ParsedBodyOf, type ParsedQueryOf, type ResponseInputOf } from '../../common/contract';
import { splitKey } from '../../common/contract/keys';
import { parseWith } from './errors';

/** Returned by a handler that has answered by itself (cached bytes, a file, a CSV). */
export const ANSWERED = Symbol('answered');

export type RouteInput<K extends EndpointKey> = {
  params: ParamsOf<K>;
  query: ParsedQueryOf<K>;
  body: ParsedBodyOf<K>;
  req: Request;
  res: Response;
};
type Handler<K extends EndpointKey> = (input: RouteInput<K>) => ResponseInputOf<K> | typeof ANSWERED | Promise<ResponseInputOf<K> | typeof ANSWERED>;

/**
 * In tests every answer is checked against the contract before it leaves, so a handler that drifts
 * from the declared shape fails its tests instead of a shopper's screen. Off in production: a shape
 * slip there should not turn a working answer into an error.
 */
const checkAnswers = process.env.SHOP_CHECK_RESPONSES === '1';

/**
 * Adds the contract's endpoint K to the router: parses the query and body with the endpoint's
 * schemas (a 400 VALIDATION when they do not fit), runs the middleware (auth, rate limits), and
 * answers with what the handler returns, typed by the endpoint's response schema. The handler sets
 * another status (201) on `res` itself.
 */
export function route<K extends EndpointKey>(router: Router, key: K, middleware: RequestHandler[], handler: NoInfer<Handler<K>>): void {
  const { method, path } = splitKey(key);
  // Routers are mounted under /api or /admin; the contract's paths are whole.
  const localPath = path.replace(/^\/(api|admin)(?=\/)/, '');
  const endpoint = contract[key] as { query?: Parameters<typeof parseWith>[0]; body?: Parameters<typeof parseWith>[0]; response: Parameters<typeof parseWith>[0] };
  const answer: RequestHandler = async (req, res) => {
    const query = endpoint.query ? parseWith(endpoint.query, req.query) : req.query;
    const body = endpoint.body ? parseWith(endpoint.body, req.body) : req.body;
    const result = await handler({ params: req.params as ParamsOf<K>, query, body, req, res } as RouteInput<K>);
    if (result === ANSWERED) return;
    if (checkAnswers) {
      const checked = endpoint.response.safeParse(result);
      if (!checked.success) throw new Error(`${key} answered outside its contract: ${checked.error.message}`);
    }
    res.json(result);
  };
  router[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](localPath, ...middleware, answer);
}
