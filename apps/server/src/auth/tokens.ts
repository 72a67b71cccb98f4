import { SignJWT, jwtVerify, errors } from 'jose';

const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

/** Signs and verifies the HS256 session tokens carrying `sub`, `sid` and `exp`. */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_SECONDS)
        .sign(key);
    },
    /** Returns the claims, or a reason the token is not acceptable. */
    async verify(token: string): Promise<TokenClaims | { error: string }> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return { error: 'Token is missing its claims' };
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { error: 'Token has expired' };
        return { error: 'Token is invalid' };
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
