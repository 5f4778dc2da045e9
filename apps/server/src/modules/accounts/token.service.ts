import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { ACCOUNT_TYPES, TOKEN_LIFETIME_HOURS } from '@capstone/contracts';
import type { AccountType } from '@capstone/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/context';
import { loadAccountWithSubcourseAccess } from '../subcourses/subcourse-access.repo';

export interface TokenService {
  issue(actor: Actor): Promise<string>;
  /**
   * The actor of a valid token whose account still exists and kept its password; else null.
   * With a subcourse, the caller's access to it is read in the same statement and kept on the
   * actor for the request.
   */
  authenticate(token: string, scope?: { subcourseId?: string }): Promise<Actor | null>;
}

const isAccountType = (value: unknown): value is AccountType =>
  ACCOUNT_TYPES.includes(value as AccountType);

/** Verified claims of the tokens seen lately; a full cache starts over rather than grow. */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * A signature check is a pure function of the token and the key, so each token is verified
 * once (WebCrypto HMAC is asynchronous and was a tenth of a small read's CPU under load). The
 * expiry is still checked on every use, and the account lookup that follows is never cached.
 */
function createVerifier(key: Uint8Array) {
  const verified = new Map<string, JWTPayload>();
  return async (token: string): Promise<JWTPayload | null> => {
    const cached = verified.get(token);
    if (cached) return (cached.exp ?? 0) * 1000 > Date.now() ? cached : null;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
      verified.set(token, payload);
      return payload;
    } catch {
      return null;
    }
  };
}

export function createTokenService(secret: string, db: Db): TokenService {
  const key = new TextEncoder().encode(secret);
  const verify = createVerifier(key);
  return {
    async issue(actor) {
      return new SignJWT({ user: actor.type, role: actor.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(actor.id)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_HOURS}h`)
        .sign(key);
    },
    async authenticate(token, scope) {
      const payload = await verify(token);
      if (!payload?.sub || !isAccountType(payload.user) || typeof payload.iat !== 'number') {
        return null;
      }
      const claimed = { type: payload.user, id: payload.sub };
      const subcourseId = scope?.subcourseId;
      // Without a subcourse the same prepared statement runs; its joins then match nothing.
      const loaded = await loadAccountWithSubcourseAccess(db, claimed, subcourseId ?? '');
      if (!loaded) return null;
      const { account } = loaded;
      // iat has whole seconds: a token from the same second as the change stays valid.
      if (payload.iat < Math.floor(account.passwordChangedAt.getTime() / 1000)) return null;
      return {
        type: claimed.type,
        id: account.id,
        role: account.role,
        ...(subcourseId ? { subcourseAccess: { subcourseId, access: loaded.access } } : {}),
      };
    },
  };
}
