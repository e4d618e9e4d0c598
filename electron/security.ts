/**
 * What the admin window may reach (docs/architecture.md, Desktop shell). Addresses are compared as whole
 * origins (scheme, host and port), never as text prefixes: http://127.0.0.1:3000 must not also let
 * in http://127.0.0.1:30001 or http://127.0.0.1:3000.evil.example.
 */

function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    // Only http(s) URLs have a comparable origin; file:, data: and the like have "null".
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** True when `url` is on the shop's own origin (the one `shopUrl` is on). */
export function isShopUrl(url: string, shopUrl: string): boolean {
  const origin = originOf(url);
  return origin !== undefined && origin === originOf(shopUrl);
}

/**
 * Where a link or navigation goes: the shop's own pages stay in the window; other web pages open
 * in the owner's browser; anything else (file:, javascript:, custom schemes, garbage) goes nowhere,
 * so a page can never make the system open a program.
 */
export type LinkTarget = 'window' | 'browser' | 'nowhere';

export function linkTarget(url: string, shopUrl: string): LinkTarget {
  if (isShopUrl(url, shopUrl)) return 'window';
  return originOf(url) ? 'browser' : 'nowhere';
}

/**
 * The policy the shell adds to every response the window loads. Browsers enforce every policy a
 * page receives, so this can only narrow the server's own (server/app.ts): no plugins, no frames,
 * nothing but the shop itself, QR codes as data: images.
 */
export const WINDOW_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self'",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The window's web preferences: the page gets no Node.js, and the preload runs sandboxed and isolated. */
export const webPreferences = (preload: string) =>
  ({
    preload,
    contextIsolation: true,
    nodeIntegration: false,
    sandbox: true,
    webSecurity: true,
    webviewTag: false,
  }) as const;
