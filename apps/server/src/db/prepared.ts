import type { Db } from './client';

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement every request runs (the token's account, the caller's access), built once per
 * database and prepared under `name`: Drizzle stops rebuilding its SQL on each call, and
 * PostgreSQL keeps the parsed statement and its plan on each pooled connection.
 */
export function preparedOnce<T>(db: Db, name: string, prepare: (name: string) => T): T {
  let statements = byDatabase.get(db);
  if (!statements) byDatabase.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (!statement) statements.set(name, (statement = prepare(name)));
  return statement;
}
