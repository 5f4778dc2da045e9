import { LRUCache } from 'lru-cache';
import type { DataVersion } from '../db/data-version';
import { MB, type CacheUsage } from './byte-size';

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

/** What an entry costs besides its body and key: the headers, the entry objects. */
const ENTRY_OVERHEAD = 512;

/**
 * Serialized answers of reads, kept while the data version they were read under is current. Every
 * entry of the cache was read under the same version, so when it moves they all go at once. Within
 * a version the least recently used answers make room for new ones, so the cache never holds more
 * than `maxBytes` however many distinct URLs (anonymous searches included) callers send; one answer
 * larger than `maxEntryBytes` is not kept at all, so a few huge exports cannot push out everything
 * else.
 */
export class ResponseCache {
  readonly stats: ResponseCacheStats = { hits: 0, misses: 0, stored: 0, skipped: 0 };
  private readonly entries: LRUCache<string, CachedResponse & { size: number }>;
  private seen: number;

  constructor(
    private readonly version: DataVersion,
    private readonly maxBytes = 64 * MB,
    private readonly maxEntryBytes = 4 * MB,
  ) {
    this.seen = version.value;
    this.entries = new LRUCache({
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: (entry) => entry.size,
    });
  }

  get size() {
    return this.current().size;
  }

  usage(): CacheUsage {
    const entries = this.current();
    return { entries: entries.size, bytes: entries.calculatedSize, maxBytes: this.maxBytes };
  }

  get(key: string): CachedResponse | undefined {
    if (!this.version.live) return undefined;
    const entry = this.current().get(key);
    if (!entry) {
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
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
    const size = response.body.length + 2 * key.length + ENTRY_OVERHEAD;
    if (size > this.maxEntryBytes || size > this.maxBytes) return false;
    this.current().set(key, { body: ownBytes(response.body), headers: response.headers, size });
    this.stats.stored++;
    return true;
  }

  private current() {
    if (this.seen !== this.version.value) {
      this.entries.clear();
      this.seen = this.version.value;
    }
    return this.entries;
  }
}

/**
 * A small Buffer is a slice of an 8 KB pool shared with others; kept, it would hold the whole
 * pool alive and the budget would undercount. Such a body is copied into memory of its own.
 */
function ownBytes(body: Buffer): Buffer {
  if (body.byteOffset === 0 && body.byteLength === body.buffer.byteLength) return body;
  const own = Buffer.allocUnsafeSlow(body.length);
  body.copy(own);
  return own;
}
