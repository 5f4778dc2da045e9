import type { KeyValueStorage } from './auth-storage';

/** An in-memory Storage for tests (no DOM in the web unit tier). */
export function createMemoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  const storage: KeyValueStorage & { dump(): Record<string, string> } = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    dump: () => Object.fromEntries(map),
  };
  return storage;
}
