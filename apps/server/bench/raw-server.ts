/**
 * The database-bound ceiling of the load benchmark: a bare Fastify (no plugins, no logs, no
 * validation) that answers each read by running the statements the product ran for it, with
 * the same parameters, straight through `pg` (or the PGlite client), and sending the rows.
 * Started by load.bench.ts as its own process, as the product is.
 *
 *   RAW_STATEMENTS=file.json RAW_DATABASE=postgres://… | /path/to/pglite PORT=… tsx raw-server.ts
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import pg from 'pg';

interface Statement {
  sql: string;
  params: unknown[];
}

const statements = JSON.parse(readFileSync(process.env.RAW_STATEMENTS!, 'utf8')) as Record<
  string,
  Statement[]
>;
const target = process.env.RAW_DATABASE!;

async function openRunner() {
  if (target.startsWith('postgres')) {
    // The product's pool size, so the ceiling has the same number of connections.
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    return (s: Statement) => pool.query(s.sql, s.params).then((r) => r.rows);
  }
  const client = new PGlite(target);
  await client.waitReady;
  return (s: Statement) => client.query(s.sql, s.params).then((r) => r.rows);
}

const run = await openRunner();
const app = Fastify({ logger: false });
app.get('/raw/static', async () => ({ status: 'ok' }));
app.get('/raw/select1', async () => run({ sql: 'select 1', params: [] }));
app.get<{ Params: { read: string } }>('/raw/read/:read', async (request, reply) => {
  const list = statements[request.params.read];
  if (!list) return reply.code(404).send({ Error: 'Not found' });
  const results: unknown[] = [];
  for (const statement of list) results.push(await run(statement));
  return results;
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
