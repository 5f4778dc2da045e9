/** A seeded pseudo-random generator returning floats in [0, 1). */
export type Random = () => number;

/**
 * mulberry32: tiny, fast and good enough for shuffles and tie-breaks. Determinism matters more
 * than statistical quality here, because staff must be able to reproduce a run from its seed.
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 32-bit FNV-1a hash of a string, mixed with a seed. */
export function hashString(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return avalanche(h);
}

/** Final mix so that ids differing in one trailing character spread over the whole range. */
function avalanche(hash: number): number {
  let h = hash;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Tie-break levels are integers below this bound, so sums over many groups stay exact. */
export const TIE_BREAK_RANGE = 1 << 20;

/**
 * Seeded tie-break value of a (group, project) pair in [0, TIE_BREAK_RANGE). It depends on ids
 * only, never on input order, so shuffled inputs give the same allocation.
 */
export function tieBreak(seed: number, groupId: string, projectId: string): number {
  return (
    hashString(`${groupId}\u0000${projectId}`, Math.imul(seed | 0, 0x9e3779b1)) % TIE_BREAK_RANGE
  );
}

/**
 * `tieBreak(seed, groupId, projectId)` for many projects of one group: the hash state after the
 * group id and separator is computed once, so no key string is built per pair. Same values.
 */
export function tieBreakFor(seed: number, groupId: string): (projectId: string) => number {
  let prefix = (0x811c9dc5 ^ Math.imul(seed | 0, 0x9e3779b1)) >>> 0;
  for (let i = 0; i < groupId.length; i++) {
    prefix ^= groupId.charCodeAt(i);
    prefix = Math.imul(prefix, 0x01000193);
  }
  prefix = Math.imul(prefix ^ 0, 0x01000193);
  return (projectId) => {
    let h = prefix;
    for (let i = 0; i < projectId.length; i++) {
      h ^= projectId.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    return avalanche(h) % TIE_BREAK_RANGE;
  };
}

/** Fisher-Yates shuffle in place with a seeded generator. */
export function shuffleInPlace<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}
