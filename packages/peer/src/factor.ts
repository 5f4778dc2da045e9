import { roundHalfUp } from './round-half-up';
import { atMost } from './tolerance';
import { trimmedMean } from './trim';
import type { PairMatrix } from './pair-scores';

/** Fewer raters than this and the factor is 1.00 (§23.5 step 5). */
export const MIN_RATERS = 2;
const DEAD_BAND = 0.05;
const CAP = 1.1;

/**
 * r_ij of §23.5 step 2. A submitter's row is divided by its own mean so that harsh and lenient
 * raters weigh the same; a non-submitter gets the neutral row of 1s. Either way every row sums
 * to n − 1, which is what keeps the team mean at 1 without a renormalisation step. The diagonal
 * is NaN: self-scores never enter the factor.
 */
export function normalisedRows(pair: PairMatrix, submitted: readonly boolean[]): number[][] {
  const n = submitted.length;
  return submitted.map((own, i) => {
    const row = pair[i] ?? [];
    const given = (j: number): number => {
      const s = row[j];
      if (s === null || s === undefined) throw new Error(`pair score ${i} -> ${j} is missing`);
      return s;
    };
    let total = 0;
    if (own) for (let l = 0; l < n; l++) if (l !== i) total += given(l);
    const m = total / (n - 1);
    return Array.from({ length: n }, (_, j) => (j === i ? NaN : own ? given(j) / m : 1));
  });
}

/**
 * F_raw_j = f_j (§23.5 steps 3–4): only column j, i.e. the teammates' rows, so nothing j enters
 * can move it. There is deliberately no division by the trimmed team mean (see §23.5).
 */
export function rawFactors(pair: PairMatrix, submitted: readonly boolean[]): number[] {
  const r = normalisedRows(pair, submitted);
  return submitted.map((_, j) =>
    trimmedMean(r.flatMap((row, i) => (i === j ? [] : [row[j] as number]))),
  );
}

/** F of §23.5 step 5, rounded half up to 2 decimals. */
export function shownFactor(raw: number, raters: number): number {
  if (raters < MIN_RATERS) return 1;
  if (atMost(Math.abs(raw - 1), DEAD_BAND)) return 1;
  return roundHalfUp(Math.min(raw, CAP), 2);
}

/** §23.5 step 6; `penalty` is already 0 for a submitter. */
export function adjustedMark(
  mark: number | null,
  weight: number,
  factor: number,
  penalty: number,
): number | null {
  if (mark === null) return null;
  const value = mark * (1 - weight + weight * factor) - penalty;
  return roundHalfUp(Math.min(100, Math.max(0, value)), 2);
}
