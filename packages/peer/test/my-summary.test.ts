import { describe, expect, it } from 'vitest';
import { mySummary, scoreGroup, type GroupInput } from '../src/index';

const s = (a: number, b: number) => ({ a, b });
const rating = (rater: string, target: string, scores: { a: number; b: number }) => ({
  rater,
  target,
  scores,
});

function group(overrides: Partial<GroupInput> = {}): GroupInput {
  return {
    members: ['Ann', 'Bob', 'Cat', 'Dan'].map((name) => ({ id: name.toLowerCase(), name })),
    dimensions: ['a', 'b'],
    selfRating: true,
    submitters: ['ann', 'bob', 'cat', 'dan'],
    ratings: [
      rating('ann', 'ann', s(5, 4)),
      rating('ann', 'bob', s(2, 2)),
      rating('ann', 'cat', s(2, 3)),
      rating('ann', 'dan', s(2, 3)),
      rating('bob', 'ann', s(3, 4)),
      rating('bob', 'bob', s(5, 5)),
      rating('bob', 'cat', s(4, 4)),
      rating('bob', 'dan', s(4, 5)),
      rating('cat', 'ann', s(4, 4)),
      rating('cat', 'bob', s(5, 5)),
      rating('cat', 'cat', s(5, 5)),
      rating('cat', 'dan', s(1, 1)),
      rating('dan', 'ann', s(5, 1)),
      rating('dan', 'bob', s(3, 3)),
      rating('dan', 'cat', s(3, 4)),
      rating('dan', 'dan', s(5, 5)),
    ],
    comments: [
      { author: 'bob', target: 'ann', text: 'thanks' },
      { author: 'cat', target: 'ann', text: 'Awful', hidden: true },
      { author: 'dan', target: 'ann', text: 'Zeal' },
      { author: 'bob', target: 'cat', text: 'not for Ann' },
    ],
    mark: 75,
    weight: 0.5,
    penalty: 0,
    ...overrides,
  };
}

describe('mySummary (§23.7)', () => {
  it('gives per-dimension self, peers and team with 3 raters', () => {
    // peers a: (3 + 4 + 5) / 3; b: (4 + 4 + 1) / 3.
    // team a: 38 / 12 = 3.1667; b: 39 / 12 = 3.25 (every score to a teammate, self-scores out).
    expect(mySummary(group(), 'ann').dimensions).toEqual([
      { key: 'a', self: 5, peers: 4, team: 3.17 },
      { key: 'b', self: 4, peers: 3, team: 3.25 },
    ]);
  });

  it('returns visible comments to the student only, sorted by code points', () => {
    expect(mySummary(group(), 'ann').comments).toEqual(['Zeal', 'thanks']);
    expect(mySummary(group(), 'dan').comments).toEqual([]);
  });

  it('hides the averages below 3 raters and self when the student did not submit', () => {
    const input = group({
      submitters: ['ann', 'bob', 'cat'],
      ratings: group().ratings.filter((r) => r.rater !== 'dan'),
      comments: [],
    });
    expect(mySummary(input, 'ann').dimensions).toEqual([
      { key: 'a', self: 5, peers: null, team: null },
      { key: 'b', self: 4, peers: null, team: null },
    ]);
    // Dan is rated by all three submitters: peers a (2 + 4 + 1) / 3, b (3 + 5 + 1) / 3;
    // team a 27 / 9, b 31 / 9 over the nine scores the three submitters gave teammates.
    expect(mySummary(input, 'dan').dimensions).toEqual([
      { key: 'a', self: null, peers: 2.33, team: 3 },
      { key: 'b', self: null, peers: 3, team: 3.44 },
    ]);
  });

  it('has no self when self-rating is off', () => {
    const input = group({ selfRating: false });
    expect(mySummary(input, 'ann').dimensions.map((d) => d.self)).toEqual([null, null]);
  });

  it("carries the student's factor, group mark and adjusted mark", () => {
    const input = group();
    const summary = mySummary(input, 'bob');
    const bob = scoreGroup(input).members.find((m) => m.id === 'bob');
    expect([summary.factor, summary.mark, summary.adjusted_mark]).toEqual([
      bob?.factor,
      75,
      bob?.adjusted_mark,
    ]);
  });

  it('refuses a student outside the group', () => {
    expect(() => mySummary(group(), 'eve')).toThrow('eve is not a member of the group');
  });
});
