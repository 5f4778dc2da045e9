import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_TYPES, TOKEN_LIFETIME_HOURS } from '@capstone/contracts';
import type { AccountType } from '@capstone/contracts';
import { loadAccountWithSubcourseAccess } from '../access/subcourse-access.repo';
import type { Db } from '../db/client';
import type { TokenClaims, TokenService } from './token-types';

const isAccountType = (value: unknown): value is AccountType =>
  ACCOUNT_TYPES.includes(value as AccountType);

/** Bytes of verified claims kept; a token and its claims take well under 1 kB. */
const VERIFIED_CACHE_BYTES = 8 * 1024 * 1024;
const CLAIMS_OVERHEAD_BYTES = 256;

/** Tokens without the per-token id and millisecond claims predate logout and are refused. */
function claimsOf(payload: Record<string, unknown>): TokenClaims | null {
  const { sub, user, jti, iat_ms: issuedAtMs, exp } = payload;
  if (typeof sub !== 'string' || !isAccountType(user) || typeof jti !== 'string') return null;
  if (typeof issuedAtMs !== 'number' || typeof exp !== 'number') return null;
  return { type: user, id: sub, jti, issuedAtMs, expiresAtMs: exp * 1000 };
}

/**
 * A signature check is a pure function of the token and the key, so each token is verified
 * once (WebCrypto HMAC is asynchronous and was a tenth of a small read's CPU under load). The
 * expiry is still checked on every use, and the account lookup that follows is never kept
 * past a write. Bounded in bytes, least recently used first out, so a flood of distinct
 * tokens only pushes out older entries.
 */
function createVerifier(key: Uint8Array) {
  const verified = new LRUCache<string, TokenClaims>({
    maxSize: VERIFIED_CACHE_BYTES,
    sizeCalculation: (_claims, token) => token.length * 2 + CLAIMS_OVERHEAD_BYTES,
  });
  return async (token: string): Promise<TokenClaims | null> => {
    let claims = verified.get(token);
    if (!claims) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        claims = claimsOf(payload) ?? undefined;
      } catch {
        return null;
      }
      if (!claims) return null;
      verified.set(token, claims);
    }
    return claims.expiresAtMs > Date.now() ? claims : null;
  };
}

export function createTokenService(secret: string, db: Db): TokenService {
  const key = new TextEncoder().encode(secret);
  const verify = createVerifier(key);
  return {
    async issue(actor, options) {
      const now = Date.now();
      const lifetime = options?.lifetimeSeconds ?? TOKEN_LIFETIME_HOURS * 3600;
      const issuedAt = Math.floor(now / 1000);
      return new SignJWT({ user: actor.type, role: actor.role, iat_ms: now })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(actor.id)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetime)
        .sign(key);
    },
    claims: verify,
    async authenticate(token, scope) {
      const claims = await verify(token);
      if (!claims) return null;
      const subcourseId = scope?.subcourseId;
      // Without a subcourse the same prepared statement runs; its joins then match nothing.
      const loaded = await loadAccountWithSubcourseAccess(db, claims, subcourseId ?? '');
      if (!loaded || loaded.tokenRevoked) return null;
      const { account } = loaded;
      // A token older than the last password change, even within the same second, is dead.
      if (claims.issuedAtMs < account.passwordChangedAt.getTime()) return null;
      return {
        type: claims.type,
        id: account.id,
        role: account.role,
        ...(subcourseId ? { subcourseAccess: { subcourseId, access: loaded.access } } : {}),
      };
    },
  };
}
