import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { CacheUsage } from '../lib/byte-size';
import type { Db, DbOrTx } from '../db/types';
import type { DataVersion } from '../db/data-version';
import { versionedCache } from '../db/versioned-cache';

const caches = new WeakMap<object, ReturnType<typeof versionedCache<unknown>>>();

/** Gives `db` a cache of access checks that every write of `version` clears. */
export function addAccessCache(db: Db, version: DataVersion, maxBytes?: number) {
  caches.set(db, versionedCache<unknown>(version, maxBytes));
}

/** How full `db`'s access cache is (tests). */
export function accessCacheUsage(db: Db): CacheUsage | undefined {
  return caches.get(db)?.usage();
}

/**
 * Who may see what (a token's account, a caller's membership of a course or subcourse) is read
 * by every request and changes rarely, so outside a transaction it comes from the cache until
 * the next write that could change it. Inside a transaction it is always read again, with the
 * locks that transaction takes.
 */
export function cachedAccess<T>(db: DbOrTx, key: string, load: () => Promise<T>): Promise<T> {
  const cache = is(db, PgTransaction) ? undefined : caches.get(db);
  return cache ? (cache.get(key, load) as Promise<T>) : load();
}
