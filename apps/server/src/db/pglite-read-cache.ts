import type { PGlite } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';
import { estimateBytes, MB } from '../lib/byte-size';
import { deepFreeze } from '../lib/deep-freeze';
import type { DataVersion } from './data-version';

/**
 * Memory for cached results. Distinct anonymous searches each add a result, and five large
 * courses plus a few dozen searches once doubled the server's memory when only entries were
 * counted; a byte budget, least recently used out first, bounds it.
 */
export const DEFAULT_READ_CACHE_BYTES = 32 * MB;
/** A result larger than this share of the budget is not kept, so one cannot flush the rest. */
const MAX_ENTRY_SHARE = 4;

/** Plain reads: a statement that starts with `select`. Anything else may write. */
const READ = /^\s*select\b/i;
/** Reads whose answer is not a function of the data alone, or that take locks. */
const VOLATILE =
  /\b(now|random|nextval|setval|currval|clock_timestamp|statement_timestamp|timeofday|gen_random_uuid|pg_advisory\w*|txid_current)\s*\(|\bcurrent_(date|time|timestamp)\b|\blocaltime(stamp)?\b|\bfor\s+(update|share|no\s+key|key)\b/i;
/** `select 1 -- fresh`: the health check must really reach the database. */
export const FRESH = '-- fresh';

export interface ReadCacheStats {
  hits: number;
  misses: number;
  invalidations: number;
  /** Entries and estimated bytes held now, and the budget. */
  readonly entries: number;
  readonly bytes: number;
  readonly maxBytes: number;
}

/**
 * Answers repeated reads of the embedded database from memory until the next write.
 *
 * PGlite runs in this process, on this thread, and only this process can open its data
 * directory, so every write goes through the wrapped client and the cache can be exact: any
 * statement that is not a plain `select`, every `exec` and every transaction clears it before
 * and after it runs, and a read whose execution overlapped a write is not kept. Reads inside a
 * transaction never use it. Cached rows are frozen, so code that mutated a shared row would
 * fail loudly instead of changing what the next caller reads.
 *
 * Under a read-heavy load (a deadline: many people opening the same course) the statements of
 * a request (token account and access, then the data) are answered without running SQL, which
 * on PGlite blocks the only thread for 0.3 to 10 ms each.
 */
export function addReadCache(
  client: PGlite,
  version: DataVersion,
  maxBytes = DEFAULT_READ_CACHE_BYTES,
): ReadCacheStats {
  const cache = new LRUCache<string, object>({
    maxSize: Math.max(1, maxBytes),
    maxEntrySize: Math.max(1, Math.floor(maxBytes / MAX_ENTRY_SHARE)),
    sizeCalculation: (result, key) => Math.max(1, 2 * key.length + estimateBytes(result)),
  });
  const stats: ReadCacheStats = {
    hits: 0,
    misses: 0,
    invalidations: 0,
    get entries() {
      return cache.size;
    },
    get bytes() {
      return cache.calculatedSize;
    },
    maxBytes,
  };
  const invalidate = () => {
    version.bump();
    if (cache.size > 0) stats.invalidations++;
    cache.clear();
  };
  const writing = async <T>(run: () => Promise<T>): Promise<T> => {
    invalidate();
    try {
      return await run();
    } finally {
      invalidate();
    }
  };

  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);

  client.query = (async (sql: string, params?: unknown[], options?: { rowMode?: string }) => {
    if (!READ.test(sql) || VOLATILE.test(sql)) {
      return writing(() => query(sql, params, options as never));
    }
    // A health check passes the cache both ways: it must reach the database, and it writes
    // nothing, so what is cached stays (a load balancer's probe would otherwise clear it).
    if (sql.includes(FRESH)) return query(sql, params, options as never);
    const key = `${options?.rowMode ?? 'object'}\u0000${sql}\u0000${JSON.stringify(params ?? [])}`;
    const cached = cache.get(key);
    if (cached) {
      stats.hits++;
      return cached;
    }
    stats.misses++;
    const started = version.value;
    const result = await query(sql, params, options as never);
    if (version.value === started) {
      deepFreeze(result);
      cache.set(key, result);
    }
    return result;
  }) as PGlite['query'];
  client.exec = ((sql: string, options?: never) =>
    writing(() => exec(sql, options))) as PGlite['exec'];
  client.transaction = ((callback: never) =>
    writing(() => transaction(callback))) as PGlite['transaction'];
  return stats;
}
