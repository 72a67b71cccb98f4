import { SignJWT, jwtVerify, decodeProtectedHeader, errors } from 'jose';
import type { Keyring } from './keyring.ts';

const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

/** Signs and verifies the HS256 session tokens carrying `sub`, `sid` and `exp`; the `kid` header names the secret. */
export function createTokenService(keyring: Keyring) {
  const keysFor = (token: string): Uint8Array[] => {
    const { kid } = decodeProtectedHeader(token);
    if (kid === undefined) return keyring.legacyTokenKeys;
    const keys = keyring.byKid(kid);
    return keys ? [keys.tokenSigning] : [];
  };
  return {
    async sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: keyring.current.kid })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_SECONDS)
        .sign(keyring.current.tokenSigning);
    },
    /** Returns the claims, or a reason the token is not acceptable. */
    async verify(token: string): Promise<TokenClaims | { error: string }> {
      let keys: Uint8Array[];
      try {
        keys = keysFor(token);
      } catch {
        return { error: 'Token is invalid' };
      }
      for (const key of keys) {
        try {
          const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
          if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return { error: 'Token is missing its claims' };
          return { userId: payload.sub, sessionId: payload.sid };
        } catch (error) {
          if (error instanceof errors.JWTExpired) return { error: 'Token has expired' };
        }
      }
      return { error: 'Token is invalid' };
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
