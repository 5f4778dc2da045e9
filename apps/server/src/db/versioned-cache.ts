import { LRUCache } from 'lru-cache';
import type { DataVersion } from './data-version';
import { estimateBytes, MB, type CacheUsage } from '../lib/byte-size';
import { deepFreeze } from '../lib/deep-freeze';

/** Access checks are small rows; this holds tens of thousands of them. */
export const DEFAULT_VERSIONED_CACHE_BYTES = 8 * MB;

/**
 * Answers kept until `version` moves. An answer is stored only if no write started or ended while
 * it was being read, and only while `version.live`; stored answers are frozen because every later
 * caller shares them. Within a version the least recently used answers make room for new ones, so
 * the cache never holds more than `maxBytes` however many distinct keys callers produce.
 */
export function versionedCache<T>(version: DataVersion, maxBytes = DEFAULT_VERSIONED_CACHE_BYTES) {
  const entries = new LRUCache<string, { value: T }>({
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: (entry, key) => Math.max(1, 2 * key.length + estimateBytes(entry.value)),
  });
  let seen = version.value;
  const current = () => {
    if (seen !== version.value) {
      entries.clear();
      seen = version.value;
    }
    return entries;
  };
  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = version.live ? current().get(key) : undefined;
      if (hit) return hit.value;
      const started = version.value;
      const value = await load();
      if (version.live && version.value === started) {
        deepFreeze(value);
        current().set(key, { value });
      }
      return value;
    },
    usage(): CacheUsage {
      const live = current();
      return { entries: live.size, bytes: live.calculatedSize, maxBytes };
    },
  };
}
