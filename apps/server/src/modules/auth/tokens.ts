import type { Role } from '@academy/shared/auth';
import { errors, jwtVerify, SignJWT } from 'jose';
import { createMicroCache } from '../../lib/micro-cache';

export type AccessTokenClaims = { userId: string; role: Role; tokenVersion: number };

const ISSUER = 'academy-store';
const AUDIENCE = 'academy-store-api';

/*
 * A token's signature and claims never change, so each instance checks a token once and then
 * remembers the answer for a while: on a signed-in page every request carries the same token,
 * and jose's HMAC through WebCrypto cost about 5 % of a course detail's CPU (issue 15). Only the
 * cryptography is remembered: the caller's account (role, logout) is still read per request.
 */
const VERIFIED_TOKEN_TTL_MS = 5 * 60_000;
const VERIFIED_TOKEN_MAX = 10_000;

type Verified = { claims: AccessTokenClaims; expiresAtMs: number } | undefined;

export function createTokenService(secret: string, ttl: string, now: () => number = Date.now) {
  const key = new TextEncoder().encode(secret);
  const verified = createMicroCache<string, Verified>({
    ttlMs: VERIFIED_TOKEN_TTL_MS,
    maxEntries: VERIFIED_TOKEN_MAX,
    now,
  });

  async function check(token: string): Promise<Verified> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        // A token without these would never expire, or could not be traced to its issue.
        requiredClaims: ['exp', 'iat', 'sub'],
        currentDate: new Date(now()),
      });
      const role = payload['role'];
      const version = payload['ver'];
      if (!payload.sub || (role !== 'user' && role !== 'admin') || typeof version !== 'number') {
        return undefined;
      }
      return {
        claims: { userId: payload.sub, role, tokenVersion: version },
        expiresAtMs: (payload.exp ?? 0) * 1000,
      };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
      throw error;
    }
  }

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
      const result = await verified.get(token, () => check(token));
      return result && result.expiresAtMs > now() ? result.claims : undefined;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
