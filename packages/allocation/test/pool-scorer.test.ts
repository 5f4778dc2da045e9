import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPoolScorer } from '../src/teams/pool-scorer';
import { profileOf, scoreTeam, type ScoreContext } from '../src/teams/team-score';

const student = fc.record({
  id: fc.constant(''),
  wishlist: fc.array(fc.constantFrom('p1', 'p2', 'p3', 'p4'), { maxLength: 3 }),
  preferences: fc.array(
    fc.record({
      projectId: fc.constantFrom('p1', 'p2', 'p5'),
      rank: fc.integer({ min: 1, max: 7 }),
    }),
    { maxLength: 3 },
  ),
  topics: fc.array(fc.constantFrom('web', 'ML', ' ml ', 'data'), { maxLength: 2 }),
  skills: fc.array(fc.constantFrom('react', 'sql', 'python', 'go'), { maxLength: 3 }),
});

describe('pool scorer', () => {
  it('gives exactly the score of scoreTeam for any team of the pool, in any member order', () => {
    fc.assert(
      fc.property(
        fc.array(student, { minLength: 1, maxLength: 10 }),
        fc.array(fc.nat(), { maxLength: 7 }),
        fc.record({
          weights: fc.record({
            project: fc.constantFrom(0, 0.4, 1),
            topic: fc.constantFrom(0, 0.3),
            skills: fc.constantFrom(0, 0.3),
          }),
          skillTarget: fc.integer({ min: 0, max: 8 }),
        }),
        (students, picks, context: ScoreContext) => {
          const profiles = students.map(profileOf);
          const scorer = createPoolScorer(profiles, context);
          const team = picks.map((k) => k % profiles.length);
          const expected = scoreTeam(
            team.map((i) => profiles[i] as ReturnType<typeof profileOf>),
            context,
          ).score;
          expect(scorer.score(Int32Array.from(team), team.length)).toBe(expected);
          // Scratch state is cleared between calls: scoring again gives the same number.
          expect(scorer.score(Int32Array.from(team), team.length)).toBe(expected);
        },
      ),
      { numRuns: 300, seed: 8 },
    );
  });
});
