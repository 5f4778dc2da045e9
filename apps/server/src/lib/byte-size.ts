/** What V8 spends on an object or array besides its contents, roughly. */
const OBJECT_BYTES = 32;
const SLOT_BYTES = 8;

/**
 * Roughly the bytes `value` keeps alive, for cache budgets. It errs high: strings count two bytes a
 * character, and a value reached twice is counted once only when it is the same object. Good enough
 * to keep a cache within its budget; not a heap profile.
 */
export function estimateBytes(value: unknown): number {
  let bytes = 0;
  const seen = new Set<object>();
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') bytes += 16 + 2 * item.length;
    else if (item === null || typeof item !== 'object') bytes += SLOT_BYTES;
    else if (seen.has(item)) bytes += SLOT_BYTES;
    else {
      seen.add(item);
      if (ArrayBuffer.isView(item)) bytes += OBJECT_BYTES + item.byteLength;
      else if (item instanceof Date) bytes += OBJECT_BYTES;
      else if (Array.isArray(item)) {
        bytes += OBJECT_BYTES + SLOT_BYTES * item.length;
        for (const inner of item) pending.push(inner);
      } else {
        const inner = Object.values(item);
        bytes += OBJECT_BYTES + 2 * SLOT_BYTES * inner.length;
        for (const entry of inner) pending.push(entry);
      }
    }
  }
  return bytes;
}

export const MB = 1024 * 1024;

/** How full a cache is, for tests and operators. */
export interface CacheUsage {
  entries: number;
  bytes: number;
  maxBytes: number;
}
