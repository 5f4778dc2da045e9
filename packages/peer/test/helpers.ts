import type { CommentInput, GroupInput, RatingInput } from '../src/index';

/** Whole-number scores on `d` dimensions whose mean is `pairScore` (which must be a multiple of 1/d). */
export function scoresWithMean(pairScore: number, d: number): number[] {
  const total = Math.round(pairScore * d);
  if (Math.abs(total - pairScore * d) > 1e-9) throw new Error(`${pairScore} is not a mean of ${d}`);
  const low = Math.floor(total / d);
  const high = total % d;
  return Array.from({ length: d }, (_, k) => (k < high ? low + 1 : low));
}

export function dimensionKeys(d: number): string[] {
  return Array.from({ length: d }, (_, k) => `dim${k + 1}`);
}

export interface TableGroup {
  names: string[];
  /** rows[i][j] = pair score i gave j (the diagonal is the self-score); a null row = no submission. */
  rows: (readonly (number | null)[] | null)[];
  d?: number;
  selfRating?: boolean;
  comments?: CommentInput[];
  mark?: number | null;
  weight?: number;
  penalty?: number;
}

export const idOf = (name: string): string => name.toLowerCase();

/** A GroupInput from a table of pair scores, as the worked examples of §23.5 are written. */
export function groupFromTable(t: TableGroup): GroupInput {
  const d = t.d ?? 5;
  const keys = dimensionKeys(d);
  const selfRating = t.selfRating ?? true;
  const ratings: RatingInput[] = [];
  const submitters: string[] = [];
  t.rows.forEach((row, i) => {
    if (row === null) return;
    submitters.push(idOf(t.names[i] as string));
    row.forEach((s, j) => {
      if (s === null || (i === j && !selfRating)) return;
      const values = scoresWithMean(s, d);
      ratings.push({
        rater: idOf(t.names[i] as string),
        target: idOf(t.names[j] as string),
        scores: Object.fromEntries(keys.map((k, x) => [k, values[x] as number])),
      });
    });
  });
  return {
    members: t.names.map((name) => ({ id: idOf(name), name })),
    dimensions: keys,
    selfRating,
    ratings,
    submitters,
    comments: t.comments ?? [],
    mark: t.mark ?? null,
    weight: t.weight ?? 0.5,
    penalty: t.penalty ?? 0,
  };
}

/** A row where `rater` gives every teammate `others` and themself `self`. */
export function uniformRow(n: number, rater: number, others: number, self: number): number[] {
  return Array.from({ length: n }, (_, j) => (j === rater ? self : others));
}
