import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rawFactors } from '../src/factor';
import { FLAG_CODES, compareCodePoints, scoreGroup } from '../src/index';
import { pairScores } from '../src/pair-scores';
import { prepareGroup } from '../src/prepared-group';
import { memberId, randomTeam, scoreRow, teamInput, type RandomTeam } from './arbitraries';

const RUNS = { numRuns: 400, seed: 20_231 };

/** What §23.5 says a student cannot move: their own factor and their insufficient_raters flag. */
function ownOutcome(t: RandomTeam, j: number) {
  const result = scoreGroup(teamInput(t));
  const me = result.members.find((m) => m.id === memberId(j));
  const insufficient = result.flags.some(
    (f) => f.code === 'insufficient_raters' && f.student?.id === memberId(j),
  );
  return { factor_raw: me?.factor_raw, factor: me?.factor, raters: me?.raters, insufficient };
}

/** F_raw by member index of the random team (the prepared group is in name order). */
function unroundedFactors(t: RandomTeam): number[] {
  const group = prepareGroup(teamInput(t));
  const raw = rawFactors(pairScores(group), group.submitted);
  const byId = new Map(group.members.map((m, x) => [m.id, raw[x] as number]));
  return Array.from({ length: t.n }, (_, i) => byId.get(memberId(i)) as number);
}

describe('properties of §23.5', () => {
  it("a student's own ratings, self-rating and submitting never move their own factor", () => {
    const arb = randomTeam(2, 6).chain((t) =>
      fc.record({
        team: fc.constant(t),
        j: fc.integer({ min: 0, max: t.n - 1 }),
        row: scoreRow(t.n, t.d),
        submits: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(arb, ({ team, j, row, submits }) => {
        const changed: RandomTeam = {
          ...team,
          scores: team.scores.map((r, i) => (i === j ? row : r)),
          submitted: team.submitted.map((s, i) => (i === j ? submits : s)),
        };
        expect(ownOutcome(changed, j)).toEqual(ownOutcome(team, j));
      }),
      RUNS,
    );
  });

  it('keeps the team mean of F_raw at 1 in groups of 2 to 4', () => {
    fc.assert(
      fc.property(randomTeam(2, 4), (t) => {
        const raw = unroundedFactors(t);
        const mean = raw.reduce((a, b) => a + b, 0) / raw.length;
        expect(Math.abs(mean - 1)).toBeLessThanOrEqual(1e-9);
        // factor_raw is F_raw to 4 decimals, so its mean is off by at most half a unit of 1e-4.
        const shown = scoreGroup(teamInput(t)).members.map((m) => m.factor_raw);
        const shownMean = shown.reduce((a, b) => a + b, 0) / shown.length;
        expect(Math.abs(shownMean - 1)).toBeLessThanOrEqual(5e-5 + 1e-12);
      }),
      RUNS,
    );
  });

  it('is invariant when a rater multiplies all their pair scores by a constant', () => {
    const arb = fc.integer({ min: 2, max: 6 }).chain((n) =>
      fc.record({
        pair: fc.array(
          fc.array(fc.double({ min: 1, max: 5, noNaN: true }), { minLength: n, maxLength: n }),
          { minLength: n, maxLength: n },
        ),
        submitted: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
        rater: fc.integer({ min: 0, max: n - 1 }),
        scale: fc.double({ min: 0.1, max: 10, noNaN: true }),
      }),
    );
    fc.assert(
      fc.property(arb, ({ pair, submitted, rater, scale }) => {
        const scaled = pair.map((row, i) => (i === rater ? row.map((s) => s * scale) : row));
        const before = rawFactors(pair, submitted);
        const after = rawFactors(scaled, submitted);
        after.forEach((f, j) => expect(Math.abs(f - (before[j] as number))).toBeLessThan(1e-12));
      }),
      RUNS,
    );
  });

  it('is monotonic without trimming: raising s_ij raises F_raw_j', () => {
    // From 3 members: in a pair r_ij is always 1, so raising s_ij leaves F_raw_j unchanged.
    const arb = randomTeam(3, 4).chain((t) =>
      fc.record({
        team: fc.constant(t),
        i: fc.integer({ min: 0, max: t.n - 1 }),
        j: fc.integer({ min: 0, max: t.n - 1 }),
        k: fc.integer({ min: 0, max: t.d - 1 }),
      }),
    );
    fc.assert(
      fc.property(arb, ({ team, i, j, k }) => {
        const current = team.scores[i]?.[j]?.[k] as number;
        fc.pre(i !== j && team.submitted[i] === true && current < 5);
        const raised: RandomTeam = {
          ...team,
          scores: team.scores.map((row, a) =>
            row.map((values, b) =>
              values.map((s, c) => (a === i && b === j && c === k ? s + 1 : s)),
            ),
          ),
        };
        expect(unroundedFactors(raised)[j]).toBeGreaterThan(unroundedFactors(team)[j] as number);
      }),
      RUNS,
    );
  });
});

describe('properties of results and flags', () => {
  it('bounds factors and marks, and flags exactly the non-submitters and the thinly rated', () => {
    fc.assert(
      fc.property(randomTeam(2, 6), (t) => {
        const { members, flags } = scoreGroup(teamInput(t));
        for (const m of members) {
          expect(m.factor).toBeLessThanOrEqual(1.1);
          if (m.raters < 2) expect(m.factor).toBe(1);
          if (m.adjusted_mark !== null) {
            expect(m.adjusted_mark).toBeGreaterThanOrEqual(0);
            expect(m.adjusted_mark).toBeLessThanOrEqual(100);
          }
          expect(m.adjusted_mark === null).toBe(t.mark === null);
          expect(m.received === null).toBe(m.raters === 0);
        }
        const of = (code: string) => flags.filter((f) => f.code === code).map((f) => f.student?.id);
        expect(of('not_submitted')).toEqual(members.filter((m) => !m.submitted).map((m) => m.id));
        expect(of('insufficient_raters')).toEqual(
          members.filter((m) => m.raters < 2).map((m) => m.id),
        );
      }),
      RUNS,
    );
  });

  it('lists flags in table order, then by student name, then by target name', () => {
    fc.assert(
      fc.property(randomTeam(2, 6), (t) => {
        const { flags } = scoreGroup(teamInput(t));
        for (let x = 1; x < flags.length; x++) {
          const a = flags[x - 1]!;
          const b = flags[x]!;
          const byCode = FLAG_CODES.indexOf(a.code) - FLAG_CODES.indexOf(b.code);
          const byStudent = compareCodePoints(a.student?.name ?? '', b.student?.name ?? '');
          const byTarget = compareCodePoints(a.target?.name ?? '', b.target?.name ?? '');
          expect(byCode || byStudent || byTarget).toBeLessThan(0);
        }
      }),
      RUNS,
    );
  });
});
