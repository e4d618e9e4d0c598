import { describe, expect, it } from 'vitest';
import { isShopUrl, linkTarget, WINDOW_CSP, webPreferences } from './security';

// docs/architecture.md, Desktop shell: the admin window stays on the shop's own origin, other web pages
// open in the owner's browser, and nothing else is opened at all.
const SHOP = 'http://127.0.0.1:3000';

describe('the shop origin check', () => {
  it('accepts the shop’s own pages, whatever their path, query or fragment', () => {
    for (const url of [
      'http://127.0.0.1:3000',
      'http://127.0.0.1:3000/admin',
      'http://127.0.0.1:3000/admin/desktop?x=1#network',
      'HTTP://127.0.0.1:3000/',
    ]) {
      expect(isShopUrl(url, `${SHOP}/admin`), url).toBe(true);
    }
  });

  it('compares whole origins, not text prefixes', () => {
    for (const url of [
      'http://127.0.0.1:30001/admin', // the port the old prefix check also trusted
      'http://127.0.0.1:3000.evil.example/',
      'http://127.0.0.1:3000@evil.example/',
      'https://127.0.0.1:3000/',
      'http://localhost:3000/',
      'http://127.0.0.1/',
      'ws://127.0.0.1:3000/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
      '',
    ]) {
      expect(isShopUrl(url, SHOP), url).toBe(false);
    }
  });

  it('never treats two opaque origins as the same shop', () => {
    expect(isShopUrl('file:///a', 'file:///a')).toBe(false);
    expect(isShopUrl('data:text/html,x', 'data:text/html,x')).toBe(false);
  });
});

describe('where a link goes', () => {
  it('keeps the shop in the window and sends other web pages to the browser', () => {
    expect(linkTarget(`${SHOP}/admin/dashboard`, SHOP)).toBe('window');
    expect(linkTarget('https://wa.me/923001234567', SHOP)).toBe('browser');
    expect(linkTarget('http://127.0.0.1:30001/', SHOP)).toBe('browser');
  });

  it('opens nothing for schemes that reach programs or files', () => {
    for (const url of [
      'file:///C:/Windows/System32/calc.exe',
      'javascript:alert(1)',
      'smb://server/share',
      'ms-settings:network',
      'mailto:owner@example.com',
      'vbscript:x',
      '//no-scheme',
      '',
    ]) {
      expect(linkTarget(url, SHOP), url).toBe('nowhere');
    }
  });
});

describe('the window', () => {
  it('gets no Node.js, an isolated sandboxed preload and no webviews', () => {
    expect(webPreferences('/app/out/preload/preload.cjs')).toEqual({
      preload: '/app/out/preload/preload.cjs',
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
      webviewTag: false,
    });
  });

  it('has a content security policy that allows only the shop itself (and data: pictures for QR codes)', () => {
    const directives = Object.fromEntries(
      WINDOW_CSP.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['img-src']).toContain('data:');
    expect(WINDOW_CSP).not.toMatch(/unsafe-eval|\*/);
  });
});
