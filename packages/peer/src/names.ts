import type { Member } from './types';

/**
 * Orders strings by Unicode code points (§23.1). The built-in `<` compares UTF-16 code units,
 * which puts characters beyond U+FFFF before U+E000–U+FFFF.
 */
export function compareCodePoints(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length) {
    const ca = a.codePointAt(i) as number;
    const cb = b.codePointAt(i) as number;
    if (ca !== cb) return ca < cb ? -1 : 1;
    i += ca > 0xffff ? 2 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

/** By name; the id only breaks ties between namesakes, so the order never depends on input order. */
export function compareMembers(a: Member, b: Member): number {
  return compareCodePoints(a.name, b.name) || compareCodePoints(a.id, b.id);
}
