import type { RequestHandler } from 'express';

/**
 * Which contract `auth` a guard enforces: route() checks that an endpoint's first middleware is its
 * guard. Kept here, below the guards (server/auth/middleware.ts marks its own), so http/ needs
 * nothing from the features above it (docs/architecture.md, Server layers).
 */
const GUARDS = new WeakMap<RequestHandler, 'shopper' | 'admin'>();
export const guardOf = (handler: RequestHandler | undefined) => (handler ? GUARDS.get(handler) : undefined);
export const guard = (level: 'shopper' | 'admin', handler: RequestHandler) => {
  GUARDS.set(handler, level);
  return handler;
};
