import type { DataVersion } from '../db/data-version';

/** A sent answer as it went out: the bytes and the headers its route set. */
export interface CachedResponse {
  body: Buffer;
  headers: Record<string, string | number | string[]>;
}

export interface ResponseCacheStats {
  hits: number;
  misses: number;
  stored: number;
  /** Answers not kept: the version moved while they were read, or the cache was not live. */
  skipped: number;
}

export const MB = 1024 * 1024;
/** What an entry costs besides its body: the key, the headers, the map slot. */
const ENTRY_OVERHEAD = 512;

/**
 * Serialized answers of reads, kept while the data version they were read under is current.
 * Every entry of the cache was read under the same version, so when it moves they all go at
 * once. Within a version the least recently used answers make room for new ones; one answer
 * larger than `maxEntryBytes` is not kept at all, so a few huge exports cannot push out
 * everything else.
 */
export class ResponseCache {
  readonly stats: ResponseCacheStats = { hits: 0, misses: 0, stored: 0, skipped: 0 };
  /** Insertion order is recency order: a hit moves its entry to the end. */
  private readonly entries = new Map<string, CachedResponse & { size: number }>();
  private bytes = 0;
  private seen: number;

  constructor(
    private readonly version: DataVersion,
    private readonly maxBytes = 64 * MB,
    private readonly maxEntryBytes = 4 * MB,
  ) {
    this.seen = version.value;
  }

  get size() {
    return this.current().size;
  }

  get(key: string): CachedResponse | undefined {
    if (!this.version.live) return undefined;
    const entries = this.current();
    const entry = entries.get(key);
    if (!entry) {
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  /**
   * Keeps `response` if nothing moved the version since `startedAt`, the value read before the
   * request looked at any data (its token and access checks included), and if changes made
   * elsewhere can be heard. Returns whether it was kept.
   */
  set(key: string, startedAt: number, response: CachedResponse): boolean {
    if (!this.version.live || this.version.value !== startedAt) {
      this.stats.skipped++;
      return false;
    }
    const size = response.body.length + key.length + ENTRY_OVERHEAD;
    if (size > this.maxEntryBytes) return false;
    const entries = this.current();
    const previous = entries.get(key);
    if (previous) {
      entries.delete(key);
      this.bytes -= previous.size;
    }
    for (const [oldest, entry] of entries) {
      if (this.bytes + size <= this.maxBytes) break;
      entries.delete(oldest);
      this.bytes -= entry.size;
    }
    entries.set(key, { ...response, size });
    this.bytes += size;
    this.stats.stored++;
    return true;
  }

  private current() {
    if (this.seen !== this.version.value) {
      this.entries.clear();
      this.bytes = 0;
      this.seen = this.version.value;
    }
    return this.entries;
  }
}
