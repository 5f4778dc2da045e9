import { jwtVerify, SignJWT } from 'jose';
import { ACCOUNT_TYPES, TOKEN_LIFETIME_HOURS } from '@capstone/contracts';
import type { AccountType } from '@capstone/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/context';
import { findAccountById } from './accounts.repo';

export interface TokenService {
  issue(actor: Actor): Promise<string>;
  /** The actor of a valid token whose account still exists and kept its password; else null. */
  authenticate(token: string): Promise<Actor | null>;
}

const isAccountType = (value: unknown): value is AccountType =>
  ACCOUNT_TYPES.includes(value as AccountType);

export function createTokenService(secret: string, db: Db): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(actor) {
      return new SignJWT({ user: actor.type, role: actor.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(actor.id)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_HOURS}h`)
        .sign(key);
    },
    async authenticate(token) {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'] }));
      } catch {
        return null;
      }
      if (!payload.sub || !isAccountType(payload.user) || typeof payload.iat !== 'number') {
        return null;
      }
      const account = await findAccountById(db, payload.user, payload.sub);
      if (!account) return null;
      // iat has whole seconds: a token from the same second as the change stays valid.
      if (payload.iat < Math.floor(account.passwordChangedAt.getTime() / 1000)) return null;
      return { type: payload.user, id: account.id, role: account.role };
    },
  };
}
