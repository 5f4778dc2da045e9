import type { AccountType } from '@capstone/contracts';
import type { Actor } from '../lib/context';

/** What a verified token says, before the account behind it is looked up. */
export interface TokenClaims {
  type: AccountType;
  id: string;
  /** Unique per token: a logout revokes this id only. */
  jti: string;
  /** Milliseconds, so a token from the same second as a password change can be told apart. */
  issuedAtMs: number;
  expiresAtMs: number;
}

/**
 * Issues and checks bearer tokens. Declared apart from `createTokenService` so that the service
 * context can name it without importing the access loader the implementation uses.
 */
export interface TokenService {
  issue(actor: Actor, options?: { lifetimeSeconds?: number }): Promise<string>;
  /** The claims of a token whose signature holds and which has not expired; else null. */
  claims(token: string): Promise<TokenClaims | null>;
  /**
   * The actor of a valid token whose account still exists and kept its password, and which was
   * not logged out; else null. With a subcourse, the caller's access to it is read in the same
   * statement and kept on the actor for the request.
   */
  authenticate(token: string, scope?: { subcourseId?: string }): Promise<Actor | null>;
}
