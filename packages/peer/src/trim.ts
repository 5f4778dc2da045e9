import { TOLERANCE, mean } from './tolerance';

/** Trimming starts at 4 received values (groups of 5 and 6), where one outlier can be told apart. */
export const TRIM_FROM = 4;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length % 2 === 1) return sorted[mid] as number;
  return ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * The index of the value §23.5 step 3 drops from R_j, or null when it drops none: fewer than 4
 * values, or the farthest distance from the median is shared by a value above and one below
 * (dropping either would pick a side arbitrarily). Distances within the tolerance count as
 * shared, so float noise cannot pick a side either.
 */
export function trimIndex(values: readonly number[]): number | null {
  if (values.length < TRIM_FROM) return null;
  const med = median(values);
  const distance = values.map((v) => Math.abs(v - med));
  const farthest = Math.max(...distance);
  let above = false;
  let below = false;
  let drop = -1;
  distance.forEach((d, k) => {
    if (d < farthest - TOLERANCE) return;
    const v = values[k] as number;
    if (v > med) above = true;
    if (v < med) below = true;
    if (drop < 0 || d > (distance[drop] as number)) drop = k;
  });
  return above && below ? null : drop;
}

/** f_j of §23.5 step 3: the mean of R_j after trimming. */
export function trimmedMean(values: readonly number[]): number {
  const drop = trimIndex(values);
  return mean(drop === null ? values : values.filter((_, k) => k !== drop));
}
