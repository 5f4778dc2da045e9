import { describe, expect, it } from 'vitest';
import { PeerInputError, scoreGroup, type GroupInput } from '../src/index';
import { groupFromTable } from './helpers';

const base = (): GroupInput =>
  groupFromTable({ names: ['Ann', 'Bob', 'Cat'], rows: [[3, 4, 4], [4, 3, 4], null], d: 1 });

describe('input the server never produces is refused', () => {
  const cases: [string, (g: GroupInput) => GroupInput, string][] = [
    ['a group of one', (g) => ({ ...g, members: g.members.slice(0, 1) }), 'at least 2 members'],
    [
      'a repeated member id',
      (g) => ({ ...g, members: [...g.members, { id: 'ann', name: 'Ann 2' }] }),
      'unique',
    ],
    ['no dimensions', (g) => ({ ...g, dimensions: [] }), 'at least 1 dimension'],
    ['an unknown submitter', (g) => ({ ...g, submitters: ['ann', 'zoe'] }), 'zoe is not a member'],
    [
      'ratings from a non-submitter',
      (g) => ({ ...g, submitters: ['ann'] }),
      'bob has ratings but did not submit',
    ],
    [
      'an incomplete submission',
      (g) => ({
        ...g,
        ratings: g.ratings.filter((r) => !(r.rater === 'bob' && r.target === 'cat')),
      }),
      'bob did not rate cat',
    ],
    [
      'a score outside 1..5',
      (g) => ({
        ...g,
        ratings: g.ratings.map((r, x) => (x === 0 ? { ...r, scores: { dim1: 6 } } : r)),
      }),
      'must be 1 to 5',
    ],
    [
      'a missing dimension',
      (g) => ({ ...g, ratings: g.ratings.map((r, x) => (x === 0 ? { ...r, scores: {} } : r)) }),
      'dim1 must be 1 to 5',
    ],
    ['a mark above 100', (g) => ({ ...g, mark: 100.5 }), 'mark must be a number from 0 to 100'],
    ['a weight above 1', (g) => ({ ...g, weight: 1.5 }), 'weight must be a number from 0 to 1'],
    ['a negative penalty', (g) => ({ ...g, penalty: -1 }), 'penalty must be a number'],
    [
      'a comment to oneself',
      (g) => ({ ...g, comments: [{ author: 'ann', target: 'ann', text: 'me' }] }),
      'oneself',
    ],
    [
      'a comment from a non-submitter',
      (g) => ({ ...g, comments: [{ author: 'cat', target: 'ann', text: 'hi' }] }),
      'cat has comments but did not submit',
    ],
  ];

  it.each(cases)('%s', (_, change, message) => {
    const run = () => scoreGroup(change(base()));
    expect(run).toThrow(PeerInputError);
    expect(run).toThrow(message);
  });

  it('accepts the unchanged input and a Set of submitters', () => {
    const g = base();
    const withSet = { ...g, submitters: new Set(['ann', 'bob']) };
    expect(scoreGroup(withSet)).toEqual(scoreGroup(g));
  });

  it('ignores stored self-scores when self-rating is off', () => {
    const g = base();
    const result = scoreGroup({ ...g, selfRating: false });
    expect(result.members.map((m) => m.self)).toEqual([null, null, null]);
  });
});
