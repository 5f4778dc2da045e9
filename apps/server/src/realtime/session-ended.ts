import { getTableName, sql } from 'drizzle-orm';
import type { AccountType } from '@capstone/contracts';
import type { Db } from '../db/client';
import { ACCOUNT_TABLES } from '../db/schema';
import type { Listening, RealtimeStore } from './realtime-store';

/** Raised when tokens of an account stop being valid: a logout, or a password change. */
export const SESSION_ENDED = 'capstone_session_ended';

/**
 * One token logged out (`jti`), or every token of the account issued before `before` (epoch
 * milliseconds of the new `password_changed_at`).
 */
export type SessionEnded =
  | { type: AccountType; id: string; jti: string }
  | { type: AccountType; id: string; before: number };

/**
 * The database raises `SESSION_ENDED` itself, so every path that ends sessions is covered
 * without calling anything: the password reset, an import taking an account over, a logout,
 * from any server process. Installed at every start rather than by a migration, so the
 * functions stay in step with this file; an advisory lock keeps two servers starting together
 * from replacing them at once.
 */
export async function installSessionTriggers(db: Db) {
  const passwordTriggers = Object.entries(ACCOUNT_TABLES).map(
    ([type, table]) => `
  CREATE OR REPLACE TRIGGER password_changed_ends_sessions
    AFTER UPDATE OF password_changed_at ON public.${getTableName(table)} FOR EACH ROW
    WHEN (OLD.password_changed_at IS DISTINCT FROM NEW.password_changed_at)
    EXECUTE FUNCTION public.notify_password_changed('${type}');`,
  );
  await db.execute(
    sql.raw(`DO $sessions$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('${SESSION_ENDED}'));
  CREATE OR REPLACE FUNCTION public.notify_password_changed() RETURNS trigger LANGUAGE plpgsql AS $notify$
  BEGIN
    PERFORM pg_notify('${SESSION_ENDED}', json_build_object('type', TG_ARGV[0], 'id', NEW.id,
      'before', floor(extract(epoch from NEW.password_changed_at) * 1000))::text);
    RETURN NULL;
  END
  $notify$;
  CREATE OR REPLACE FUNCTION public.notify_token_revoked() RETURNS trigger LANGUAGE plpgsql AS $notify$
  BEGIN
    PERFORM pg_notify('${SESSION_ENDED}',
      json_build_object('type', NEW.account_type, 'id', NEW.account_id, 'jti', NEW.jti)::text);
    RETURN NULL;
  END
  $notify$;${passwordTriggers.join('')}
  CREATE OR REPLACE TRIGGER token_revoked_ends_session
    AFTER INSERT ON public.revoked_tokens FOR EACH ROW
    EXECUTE FUNCTION public.notify_token_revoked();
END
$sessions$`),
  );
}

function parse(payload: string | undefined): SessionEnded | undefined {
  try {
    const value = JSON.parse(payload ?? '') as Record<string, unknown>;
    const { type, id, jti, before } = value;
    if (typeof id !== 'string' || !(typeof type === 'string' && type in ACCOUNT_TABLES)) {
      return undefined;
    }
    const account = { type: type as AccountType, id };
    if (typeof jti === 'string') return { ...account, jti };
    if (typeof before === 'number') return { ...account, before };
    return undefined;
  } catch {
    return undefined;
  }
}

/**
 * Calls `onEnded` for every logout and password change, made by any server process, and
 * `onResumed` when listening starts again after a lost connection (some may have been missed).
 */
export function listenForSessionEnds(
  store: RealtimeStore,
  onEnded: (event: SessionEnded) => void,
  onResumed: () => void,
): Listening {
  return store.listen(
    SESSION_ENDED,
    (payload) => {
      const event = parse(payload);
      if (event) onEnded(event);
    },
    onResumed,
  );
}
