import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { authFlows, type AuthFlowKind } from '../../db/schema';

/** Ten minutes to come back from the provider or the platform (issue 19). */
export const AUTH_FLOW_TTL_MS = 10 * 60_000;

/** 32 random bytes: unguessable state, nonce and PKCE verifier values. */
export const randomToken = () => randomBytes(32).toString('base64url');

export interface AuthFlow {
  state: string;
  nonce: string;
  codeVerifier: string | null;
  data: Record<string, unknown>;
}

/**
 * Starts a flow: a new state keyed row with its nonce and PKCE verifier, good for ten minutes.
 * Expired rows are swept on the way, so the table holds only flows still under way.
 */
export async function saveAuthFlow(
  db: DbOrTx,
  kind: AuthFlowKind,
  flow: { nonce: string; codeVerifier?: string; data?: Record<string, unknown> },
  ttlMs = AUTH_FLOW_TTL_MS,
): Promise<AuthFlow> {
  await db.delete(authFlows).where(lt(authFlows.expiresAt, sql`now()`));
  const row = {
    state: randomToken(),
    kind,
    nonce: flow.nonce,
    codeVerifier: flow.codeVerifier ?? null,
    data: flow.data ?? {},
    expiresAt: new Date(Date.now() + ttlMs),
  };
  await db.insert(authFlows).values(row);
  return row;
}

/**
 * Ends a flow by its state and answers it, or undefined when there is none of that kind, it
 * expired, or it was taken already: the delete makes each state (and its nonce) single use,
 * even when two callbacks race on two processes.
 */
export async function takeAuthFlow(
  db: DbOrTx,
  kind: AuthFlowKind,
  state: string,
): Promise<AuthFlow | undefined> {
  const [row] = await db
    .delete(authFlows)
    .where(
      and(
        eq(authFlows.state, state),
        eq(authFlows.kind, kind),
        gt(authFlows.expiresAt, sql`now()`),
      ),
    )
    .returning({
      state: authFlows.state,
      nonce: authFlows.nonce,
      codeVerifier: authFlows.codeVerifier,
      data: authFlows.data,
    });
  return row;
}
