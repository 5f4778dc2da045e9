import fc from 'fast-check';
import type { GroupInput, RatingInput } from '../src/index';

/** A random team: scores[i][j][k] is what i would give j on dimension k if i submits. */
export interface RandomTeam {
  n: number;
  d: number;
  selfRating: boolean;
  scores: number[][][];
  submitted: boolean[];
  mark: number | null;
  weight: number;
  penalty: number;
}

const score = fc.integer({ min: 1, max: 5 });

export function scoreRow(n: number, d: number): fc.Arbitrary<number[][]> {
  return fc.array(fc.array(score, { minLength: d, maxLength: d }), { minLength: n, maxLength: n });
}

export function randomTeam(minN: number, maxN: number): fc.Arbitrary<RandomTeam> {
  return fc
    .record({ n: fc.integer({ min: minN, max: maxN }), d: fc.integer({ min: 1, max: 5 }) })
    .chain(({ n, d }) =>
      fc.record({
        n: fc.constant(n),
        d: fc.constant(d),
        selfRating: fc.boolean(),
        scores: fc.array(scoreRow(n, d), { minLength: n, maxLength: n }),
        submitted: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
        mark: fc.option(
          fc.integer({ min: 0, max: 10_000 }).map((x) => x / 100),
          { nil: null },
        ),
        weight: fc.integer({ min: 0, max: 100 }).map((x) => x / 100),
        penalty: fc.integer({ min: 0, max: 30 }),
      }),
    );
}

// Names run against the index order so that sorting by name is exercised.
const NAMES = ['Zed', 'Yu', 'Xia', 'Wen', 'Val', 'Uma'];
export const memberId = (i: number): string => `s${i}`;

export function teamInput(t: RandomTeam): GroupInput {
  const keys = Array.from({ length: t.d }, (_, k) => `k${k}`);
  const ratings: RatingInput[] = [];
  t.scores.forEach((row, i) => {
    if (!t.submitted[i]) return;
    row.forEach((values, j) => {
      if (i === j && !t.selfRating) return;
      const scores = Object.fromEntries(keys.map((key, k) => [key, values[k] as number]));
      ratings.push({ rater: memberId(i), target: memberId(j), scores });
    });
  });
  return {
    members: Array.from({ length: t.n }, (_, i) => ({ id: memberId(i), name: NAMES[i] as string })),
    dimensions: keys,
    selfRating: t.selfRating,
    ratings,
    submitters: Array.from({ length: t.n }, (_, i) => i)
      .filter((i) => t.submitted[i])
      .map(memberId),
    comments: [],
    mark: t.mark,
    weight: t.weight,
    penalty: t.penalty,
  };
}
