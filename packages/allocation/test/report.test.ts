import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildInstance } from '../src/allocate/instance';
import { qualityReport } from '../src/index';
import { paretoGap } from '../src/report/pareto-gap';
import { forEachAllocation } from './helpers/brute-force';
import {
  forbiddenPairs,
  lockedPairs,
  smallInstance,
  toInput,
  type SmallInstance,
} from './helpers/small-instance';

/** Brute force: groups for which some allocation is better for them and no worse for anyone. */
function bruteParetoGap(inst: SmallInstance, a: readonly number[]): number {
  const value = (g: number, p: number): number => {
    if (p < 0) return 0;
    const rank = inst.prefs[g]?.find(([q]) => q === p)?.[1];
    return rank === undefined ? 0.5 : 100 - rank;
  };
  const improvable = new Set<number>();
  forEachAllocation(inst, (b) => {
    let someoneWorse = false;
    const better: number[] = [];
    for (let g = 0; g < inst.groupCount; g++) {
      const before = value(g, a[g] as number);
      const after = value(g, b[g] as number);
      if (after < before) someoneWorse = true;
      if (after > before) better.push(g);
    }
    if (!someoneWorse) better.forEach((g) => improvable.add(g));
  });
  return improvable.size;
}

describe('pareto gap', () => {
  it('matches a brute-force search on arbitrary feasible allocations', () => {
    fc.assert(
      fc.property(smallInstance(5, 4), fc.nat(), (inst, pick) => {
        const all: number[][] = [];
        forEachAllocation(inst, (a) => all.push([...a]));
        const a = all[pick % all.length] as number[];
        const instance = buildInstance(toInput(inst), lockedPairs(inst), forbiddenPairs(inst));
        expect(paretoGap(instance, Int32Array.from(a))).toBe(bruteParetoGap(inst, a));
      }),
      { numRuns: 150, seed: 9 },
    );
  });
});

describe('quality report', () => {
  it('computes the headline metrics', () => {
    const input = {
      projects: [
        { id: 'p1', capacity: 1 },
        { id: 'p2', capacity: 2 },
        { id: 'p3', capacity: 1 },
      ],
      groups: [
        {
          id: 'a',
          preferences: [
            { projectId: 'p1', rank: 1 },
            { projectId: 'p2', rank: 2 },
          ],
        },
        {
          id: 'b',
          preferences: [
            { projectId: 'p1', rank: 1 },
            { projectId: 'p2', rank: 3 },
          ],
        },
        { id: 'c', preferences: [{ projectId: 'p2', rank: 1 }] },
        { id: 'd', preferences: [] },
      ],
    };
    const report = qualityReport(input, [
      { groupId: 'a', projectId: 'p2' },
      { groupId: 'b', projectId: 'p1' },
      { groupId: 'c', projectId: 'p2' },
    ]);
    expect(report).toMatchObject({
      groupsTotal: 4,
      groupsSubmitted: 3,
      groupsNotSubmitted: 1,
      maxAllocatable: 3,
      allocated: 3,
      unallocatedSubmitted: 0,
      unallocatedNotSubmitted: 1,
      top: { top1: 50, top3: 75, top5: 75, top7: 75 },
      topOfSubmitted: { top1: 66.67, top3: 100, top5: 100, top7: 100 },
      worstRank: 2,
      groupsAtWorstRank: 1,
      meanRank: 1.333,
      medianRank: 1,
      paretoGap: 0,
      projectsEmpty: 1,
      emptyProjectIds: ['p3'],
    });
    expect(report.rankHistogram).toMatchObject({ '1': 2, '2': 1, unranked: 0, unallocated: 1 });
  });
});
