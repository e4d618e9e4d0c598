import jwt from 'jsonwebtoken';

export type TokenRole = 'shopper' | 'admin';
export type TokenClaims = { sub: string; role: TokenRole; ver: number; exp: number };

export const SHOPPER_TOKEN_LIFETIME = '7d';
export const ADMIN_TOKEN_LIFETIME = '12h';

/** HS256 only, with an expiry: the algorithm is pinned on both ends (docs/architecture.md, Auth). */
export function signToken(
  secret: string,
  claims: { sub: string; role: TokenRole; ver: number },
  expiresIn: jwt.SignOptions['expiresIn'],
): string {
  return jwt.sign({ role: claims.role, ver: claims.ver }, secret, {
    algorithm: 'HS256',
    expiresIn,
    subject: claims.sub,
  });
}

/** The token's claims when it is genuine, unexpired and of the wanted role; otherwise null. */
export function verifyToken(secret: string, token: string, role: TokenRole): TokenClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload !== 'object' || payload === null) return null;
    const { sub, role: tokenRole, ver, exp } = payload as Partial<TokenClaims>;
    if (typeof sub !== 'string' || tokenRole !== role || typeof ver !== 'number' || typeof exp !== 'number')
      return null;
    return { sub, role: tokenRole, ver, exp };
  } catch {
    return null;
  }
}

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
}
