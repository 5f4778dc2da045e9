import type { PairMatrix } from '../pair-scores';
import type { PreparedGroup } from '../prepared-group';
import type { Flag, FlagCode, Member } from '../types';

/** What every flag rule reads; computed once per group. */
export interface FlagContext {
  group: PreparedGroup;
  pair: PairMatrix;
  raters: readonly number[];
  /** The teammates' mean of each member (§23.6), unrounded. */
  received: readonly (number | null)[];
}

export function flag(
  code: FlagCode,
  student: Member | null,
  evidence: string,
  target: Member | null = null,
): Flag {
  return { code, student, target, evidence };
}

/** s̄_ij where the caller already knows i submitted (and, for i = j, that self-rating is on). */
export function given(pair: PairMatrix, i: number, j: number): number {
  const s = pair[i]?.[j];
  if (s === null || s === undefined) throw new Error(`pair score ${i} -> ${j} is missing`);
  return s;
}
