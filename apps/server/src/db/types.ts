import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

// Apart from client.ts so that what client.ts wires in (the access cache) can name them
// without importing the file that imports it.
export type Schema = typeof schema;
/** The one database type services see, whichever driver sits underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
