import type { Request } from 'express';
import type { AppDeps } from '../deps';

/**
 * The origin every link the shop writes starts with (mails, canonical URLs, robots.txt, sitemap):
 * the address the owner saved in Settings, else SHOP_PUBLIC_URL, else the address of this machine
 * that the request reached (its socket's own address and port: on the shop's network that is the
 * LAN address shoppers type). Never the request's Host or X-Forwarded-* headers: whoever sends the
 * request chooses those, and a reset link pointing at their host would hand them the token.
 */
export function shopOrigin(deps: Pick<AppDeps, 'publicUrl' | 'networkOrigin'>, req: Request): string {
  const reached = listeningOrigin(req);
  // The owner's desktop window reaches the shop on 127.0.0.1: a link for a shopper takes the shop's
  // network address instead (issue 35), which their phone on the shop's Wi-Fi opens.
  const loopback = /^http:\/\/(127\.|\[::1\])/.test(reached);
  return publicUrlOf(deps) ?? (loopback ? deps.networkOrigin() : undefined) ?? reached;
}

/** The public address the owner saved, else SHOP_PUBLIC_URL; undefined when neither is set. */
export const publicUrlOf = (deps: Pick<AppDeps, 'publicUrl'>): string | undefined => deps.publicUrl();

function listeningOrigin(req: Request): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}`;
}
