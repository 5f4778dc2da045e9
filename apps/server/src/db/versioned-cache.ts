import type { DataVersion } from './data-version';
import { deepFreeze } from '../lib/deep-freeze';

/**
 * Answers kept until `version` moves. An answer is stored only if no write started or ended
 * while it was being read, and only while `version.live`; stored answers are frozen because
 * every later caller shares them. A full cache starts over rather than track recency.
 */
export function versionedCache<T>(version: DataVersion, maxEntries = 10_000) {
  const entries = new Map<string, T>();
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
      if (version.live && current().has(key)) return entries.get(key) as T;
      const started = version.value;
      const value = await load();
      if (version.live && version.value === started) {
        const live = current();
        if (live.size >= maxEntries) live.clear();
        deepFreeze(value);
        live.set(key, value);
      }
      return value;
    },
  };
}
