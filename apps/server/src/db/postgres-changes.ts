import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { DataVersion } from './data-version';
import { keepListening } from './listen-connection';
import type { ListenerStates } from './listener-states';

/**
 * Raised after every write to any table (`attachChangeTriggers`). The name is older than that:
 * `0003_access_changes` first raised it for the account and access tables only.
 */
export const DATA_CHANGED_CHANNEL = 'capstone_access_changed';
/** The statement trigger every table of the public schema carries. */
export const DATA_CHANGED_TRIGGER = 'capstone_data_changed';
const READ = /^\s*select\b/i;

type QueryArgs = [unknown, ...unknown[]];

/**
 * Moves `version` around every statement of this process that may write (anything but a plain
 * `select`, so `commit` too): before it starts, so that a read running alongside is not kept,
 * and after it ends, so that what was cached before it is dropped.
 */
export function watchOwnWrites(pool: pg.Pool, version: DataVersion) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: QueryArgs) => unknown;
    client.query = ((...args: QueryArgs) => {
      const first = args[0] as string | { text?: unknown } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      if (typeof text !== 'string' || READ.test(text)) return query(...args);
      version.bump();
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...result: unknown[]) => {
          version.bump();
          callback(...result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) return result.finally(() => version.bump());
      return result;
    }) as typeof client.query;
  });
}

/** The listener of data changes in `ListenerStates` and its connection's `application_name`. */
export const DATA_CHANGES_LISTENER = 'changes';

/**
 * Listens for the changes other server processes make, on a connection of its own. While it is
 * not listening (before the first connect, after an error or a missed heartbeat, until it
 * reconnects) it is deaf in `states`, which turns the caches off, so a missed notification can
 * never serve a stale answer; hearing again moves `version`, dropping what was read meanwhile.
 */
export function listenForChanges(url: string, version: DataVersion, states: ListenerStates) {
  return keepListening({
    name: DATA_CHANGES_LISTENER,
    url,
    states,
    guardsCaches: true,
    channels: [DATA_CHANGED_CHANNEL],
    onNotification: () => version.bump(),
  });
}

/**
 * Gives every table of the public schema that lacks one a statement trigger raising
 * `DATA_CHANGED_CHANNEL`, so that a write by any process to any table moves the data version of
 * every server on the database, and cached answers built from that table are dropped. Runs after
 * the migrations at every start, so a table a later migration adds is covered without anyone
 * remembering it; tables already covered (by `0003_access_changes` or an earlier start) are left
 * alone. An advisory lock keeps two servers starting together from adding the same trigger.
 */
export async function attachChangeTriggers(db: { execute(query: SQL): Promise<unknown> }) {
  await db.execute(
    sql.raw(`DO $attach$
DECLARE
  target regclass;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('${DATA_CHANGED_TRIGGER}'));
  IF to_regprocedure('public.notify_access_changed()') IS NULL THEN
    CREATE FUNCTION public.notify_access_changed() RETURNS trigger LANGUAGE plpgsql AS $notify$
    BEGIN
      PERFORM pg_notify('${DATA_CHANGED_CHANNEL}', '');
      RETURN NULL;
    END
    $notify$;
  END IF;
  FOR target IN
    SELECT c.oid::regclass FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND NOT EXISTS (
        SELECT 1 FROM pg_trigger t
        WHERE t.tgrelid = c.oid AND t.tgfoid = 'public.notify_access_changed()'::regprocedure
      )
  LOOP
    EXECUTE format(
      'CREATE TRIGGER ${DATA_CHANGED_TRIGGER} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION public.notify_access_changed()',
      target
    );
  END LOOP;
END
$attach$`),
  );
}
