import { describe, expect, it } from 'vitest';
import { matchPath } from './matchPath';

describe('the storefront route table matches addresses as docs/product.md §2 lists them', () => {
  it('matches a fixed path in any letter case and with a trailing slash', () => {
    expect(matchPath('/products', '/products')).toEqual({});
    expect(matchPath('/products', '/Products/')).toEqual({});
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/products', '/products/P1')).toBeNull();
    expect(matchPath('/products', '/')).toBeNull();
  });

  it('gives a product page its id, decoded, and keeps an address whose escapes are broken as typed', () => {
    expect(matchPath('/products/:id', '/products/PROD10001')).toEqual({ id: 'PROD10001' });
    expect(matchPath('/products/:id', '/products/a%20b%2Fc')).toEqual({ id: 'a b/c' });
    expect(matchPath('/products/:id', '/products/%E0%A4')).toEqual({ id: '%E0%A4' });
    expect(matchPath('/products/:id', '/products')).toBeNull();
    expect(matchPath('/products/:id', '/products/P1/reviews')).toBeNull();
  });

  it("answers the cart's long chain of optional segments, and none, with the cart", () => {
    expect(matchPath('/cart/*', '/cart/PROD1/M/White/2')).toEqual({ '*': 'PROD1/M/White/2' });
    expect(matchPath('/cart/*', '/cart')).toEqual({ '*': '' });
    expect(matchPath('/cart/*', '/carts')).toBeNull();
  });

  it('matches every address with *, for the not-found page', () => {
    expect(matchPath('*', '/no/such/page')).toEqual({ '*': 'no/such/page' });
    expect(matchPath('*', '/')).toEqual({ '*': '' });
  });
});
