import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { bearerToken, signToken, verifyToken } from './tokens';

const secret = 'a-test-secret-that-is-long-enough-for-hs256-signing';

describe('tokens', () => {
  it('round-trips the subject, role and version', () => {
    const token = signToken(secret, { sub: 'u1', role: 'shopper', ver: 2 }, '1h');
    expect(verifyToken(secret, token, 'shopper')).toMatchObject({ sub: 'u1', role: 'shopper', ver: 2 });
  });

  it('refuses a shopper token where an admin token is needed', () => {
    const token = signToken(secret, { sub: 'u1', role: 'shopper', ver: 0 }, '1h');
    expect(verifyToken(secret, token, 'admin')).toBeNull();
  });

  it('refuses expired, forged and unsigned tokens', () => {
    const expired = jwt.sign({ role: 'admin', ver: 0, exp: Math.floor(Date.now() / 1000) - 10 }, secret, {
      subject: '1',
    });
    expect(verifyToken(secret, expired, 'admin')).toBeNull();
    const forged = signToken('another-secret-another-secret-another-secret', { sub: '1', role: 'admin', ver: 0 }, '1h');
    expect(verifyToken(secret, forged, 'admin')).toBeNull();
    const unsigned = jwt.sign({ role: 'admin', ver: 0, sub: '1' }, '', { algorithm: 'none' });
    expect(verifyToken(secret, unsigned, 'admin')).toBeNull();
  });

  it('reads a Bearer authorization header', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
