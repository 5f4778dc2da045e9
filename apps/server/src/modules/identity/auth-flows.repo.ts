import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authFlows, type AuthFlowKind } from '../../db/schema';
import { randomToken } from '../../lib/random-token';

/** Ten minutes to come back from the provider or the platform. */
export const AUTH_FLOW_TTL_MS = 10 * 60_000;

/**
 * The kinds of rows: the schema's flows, the one-time codes of the sign-in hand-over and the LMS
 * links waiting for a password (`lti-confirm`), which share the table (`kind` is a text column)
 * under a hash of the code.
 */
export type FlowKind = AuthFlowKind | 'handover' | 'lti-confirm';
const kindColumn = (kind: FlowKind) => kind as AuthFlowKind;

export interface AuthFlow {
  state: string;
  nonce: string;
  codeVerifier: string | null;
  data: Record<string, unknown>;
}

/**
 * Starts a flow: a new state keyed row with its nonce and PKCE verifier, good for ten minutes.
 * Expired rows are swept on the way, so the table holds only flows still under way. `state`
 * is random unless given (a hand-over code's hash).
 */
export async function saveAuthFlow(
  db: DbOrTx,
  kind: FlowKind,
  flow: { nonce: string; codeVerifier?: string; data?: Record<string, unknown>; state?: string },
  ttlMs = AUTH_FLOW_TTL_MS,
): Promise<AuthFlow> {
  await db.delete(authFlows).where(lt(authFlows.expiresAt, sql`now()`));
  const row = {
    state: flow.state ?? randomToken(),
    kind: kindColumn(kind),
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
  kind: FlowKind,
  state: string,
): Promise<AuthFlow | undefined> {
  const [row] = await db
    .delete(authFlows)
    .where(
      and(
        eq(authFlows.state, state),
        eq(authFlows.kind, kindColumn(kind)),
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

/**
 * Counts one more attempt at a flow still under way, at most `max` in all, in one statement: two
 * concurrent attempts never both take the last one. Answers the flow's data with the new count
 * (`attempts`), or undefined when the flow is unknown, expired, taken or out of attempts.
 */
export async function countFlowAttempt(
  db: DbOrTx,
  kind: FlowKind,
  state: string,
  max: number,
): Promise<Record<string, unknown> | undefined> {
  const attempts = sql`coalesce((${authFlows.data} ->> 'attempts')::int, 0)`;
  const [row] = await db
    .update(authFlows)
    .set({ data: sql`jsonb_set(${authFlows.data}, '{attempts}', to_jsonb(${attempts} + 1))` })
    .where(
      and(
        eq(authFlows.state, state),
        eq(authFlows.kind, kindColumn(kind)),
        gt(authFlows.expiresAt, sql`now()`),
        lt(attempts, max),
      ),
    )
    .returning({ data: authFlows.data });
  return row?.data;
}
