import { describe, expect, it } from 'vitest';
import { boardQuality, rankOf, type GroupRankings } from './board-quality';

const rankings: GroupRankings = {
  g1: [
    { project: 'p1', rank: 1 },
    { project: 'p2', rank: 2 },
    { project: 'p3', rank: 3 },
  ],
  g2: [
    { project: 'p2', rank: 1 },
    { project: 'p1', rank: 2 },
  ],
  g3: [
    { project: 'p1', rank: 1 },
    { project: 'p3', rank: 4 },
    { project: 'p4', rank: 7 },
  ],
  // Has members but ranked nothing.
  g4: [],
};

describe('rankOf', () => {
  it('finds the rank a group gave a project, null when unranked or unplaced', () => {
    expect(rankOf(rankings, 'g3', 'p3')).toBe(4);
    expect(rankOf(rankings, 'g2', 'p3')).toBeNull();
    expect(rankOf(rankings, 'g1', null)).toBeNull();
    expect(rankOf(rankings, 'unknown', 'p1')).toBeNull();
  });
});

describe('boardQuality', () => {
  it('scores a mixed board on the engine definitions', () => {
    const q = boardQuality(rankings, { g1: 'p1', g2: 'p1', g3: 'p4', g4: 'p2', g5: null });

    expect(q.groupsTotal).toBe(5);
    expect(q.allocated).toBe(4);
    expect(q.unallocated).toBe(1);
    expect(q.unallocatedIds).toEqual(['g5']);
    expect(q.ranks).toEqual({ g1: 1, g2: 2, g3: 7, g4: null });
    expect(q.histogram).toEqual({
      '1': 1,
      '2': 1,
      '3': 0,
      '4': 0,
      '5': 0,
      '6': 0,
      '7': 1,
      unranked: 1,
      unallocated: 1,
    });
    // Shares are of all five groups, not of the placed or ranked ones.
    expect(q.top1).toBe(20);
    expect(q.top3).toBe(40);
    expect(q.top5).toBe(40);
    expect(q.top7).toBe(60);
    expect(q.worstRank).toBe(7);
    expect(q.groupsAtWorstRank).toBe(1);
    // Unranked placements are left out of the mean: (1 + 2 + 7) / 3.
    expect(q.meanRank).toBe(3.333);
  });

  it('rounds shares to two decimals and counts every group at the worst rank', () => {
    const q = boardQuality(rankings, { g1: 'p2', g2: 'p1', g3: null });
    expect(q.top1).toBe(0);
    expect(q.top3).toBe(66.67);
    expect(q.worstRank).toBe(2);
    expect(q.groupsAtWorstRank).toBe(2);
    expect(q.meanRank).toBe(2);
  });

  it('changes when a group is moved', () => {
    const before = boardQuality(rankings, { g1: 'p3', g2: 'p2' });
    const after = boardQuality(rankings, { g1: 'p1', g2: 'p2' });
    expect(before.top1).toBe(50);
    expect(before.worstRank).toBe(3);
    expect(after.top1).toBe(100);
    expect(after.worstRank).toBe(1);
    expect(after.groupsAtWorstRank).toBe(2);
  });

  it('has no ranks to speak of when nothing is placed on a ranked project', () => {
    const q = boardQuality(rankings, { g1: null, g4: 'p1' });
    expect(q.worstRank).toBeNull();
    expect(q.groupsAtWorstRank).toBe(0);
    expect(q.meanRank).toBeNull();
    expect(q.top7).toBe(0);
    expect(q.histogram.unranked).toBe(1);
    expect(q.histogram.unallocated).toBe(1);
  });

  it('reads an empty board as zeros, not NaN', () => {
    const q = boardQuality({}, {});
    expect(q).toMatchObject({
      groupsTotal: 0,
      allocated: 0,
      unallocated: 0,
      top1: 0,
      top7: 0,
      worstRank: null,
      meanRank: null,
    });
  });
});
