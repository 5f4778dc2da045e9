import { mean } from './tolerance';
import type { PreparedGroup } from './prepared-group';

/** pair[i][j] = s̄_ij (§23.5 step 1); null where i did not rate j. The diagonal holds s̄_ii. */
export type PairMatrix = readonly (readonly (number | null)[])[];

export function pairScores(group: PreparedGroup): (number | null)[][] {
  return group.scores.map((row) => row.map((s) => (s === null ? null : mean(s))));
}

/** Number of teammates of each member who submitted: `raters` of §23.1. */
export function raterCounts(submitted: readonly boolean[]): number[] {
  const total = submitted.filter(Boolean).length;
  return submitted.map((own) => total - (own ? 1 : 0));
}

/** The teammates' mean of j (§23.6), also `received` (§23.1): null when nobody rated j. */
export function receivedMean(
  pair: PairMatrix,
  submitted: readonly boolean[],
  j: number,
): number | null {
  const given: number[] = [];
  pair.forEach((row, i) => {
    const s = row[j];
    if (i !== j && submitted[i] && s !== null && s !== undefined) given.push(s);
  });
  return given.length === 0 ? null : mean(given);
}
