import type { Role } from '@academy/shared/auth';
import { errors, jwtVerify, SignJWT } from 'jose';

export type AccessTokenClaims = { userId: string; role: Role; tokenVersion: number };

const ISSUER = 'academy-store';
const AUDIENCE = 'academy-store-api';

export function createTokenService(secret: string, ttl: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: AccessTokenClaims): Promise<string> {
      return new SignJWT({ role: claims.role, ver: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key);
    },
    /** The claims of a valid token, or undefined for anything forged, expired or malformed. */
    async verify(token: string): Promise<AccessTokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          // A token without these would never expire, or could not be traced to its issue.
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const role = payload['role'];
        const version = payload['ver'];
        if (!payload.sub || (role !== 'user' && role !== 'admin') || typeof version !== 'number') {
          return undefined;
        }
        return { userId: payload.sub, role, tokenVersion: version };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
        throw error;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
