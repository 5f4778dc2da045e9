import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateProjects } from '../src/index';
import { ALLOCATION_POLICIES, type AllocationPolicy } from '../src/types';
import {
  bruteForceMaxCardinality,
  bruteForceOptimum,
  compareVectors,
  forEachAllocation,
  objective,
  remainingCapacity,
} from './helpers/brute-force';
import {
  forbiddenPairs,
  groupId,
  lockedPairs,
  smallInstance,
  tableProvider,
  toInput,
  type SmallInstance,
} from './helpers/small-instance';

function solve(inst: SmallInstance, policy: AllocationPolicy, allowUnranked = false) {
  return allocateProjects(toInput(inst), {
    policy,
    seed: inst.seed,
    locked: lockedPairs(inst),
    forbidden: forbiddenPairs(inst),
    similarity: tableProvider(inst),
    allowUnranked,
  });
}

function assignmentVector(inst: SmallInstance, result: ReturnType<typeof solve>): number[] {
  const a = new Array<number>(inst.groupCount).fill(-1);
  for (const x of result.assignments) a[Number(x.groupId.slice(1))] = Number(x.projectId.slice(1));
  return a;
}

describe.each(ALLOCATION_POLICIES)('policy %s on small instances', (policy) => {
  it('reaches the brute-force optimum and respects every hard constraint', () => {
    fc.assert(
      fc.property(smallInstance(), (inst) => {
        const result = solve(inst, policy);
        const a = assignmentVector(inst, result);

        // Locked pairs kept; free groups only on ranked, allowed pairs.
        for (const [g, p] of inst.locked) expect(a[g]).toBe(p);
        a.forEach((p, g) => {
          if (p < 0 || inst.locked.has(g)) return;
          expect(inst.prefs[g]?.some(([q]) => q === p)).toBe(true);
          expect(inst.forbidden.has(`${g}:${p}`)).toBe(false);
        });
        // Capacities: free groups never exceed what locked pairs left.
        const remaining = remainingCapacity(inst);
        for (let p = 0; p < inst.projectCount; p++) {
          const free = a.filter((q, g) => q === p && !inst.locked.has(g)).length;
          expect(free).toBeLessThanOrEqual(remaining[p] as number);
        }

        expect(objective(inst, policy, a)).toEqual(bruteForceOptimum(inst, policy));
        expect(result.report.maxAllocatable).toBe(
          bruteForceMaxCardinality(inst) + inst.locked.size,
        );
        if (policy !== 'legacy') {
          expect(result.report.paretoGap).toBe(0);
          expect(result.report.allocated).toBe(result.report.maxAllocatable);
        }
      }),
      { numRuns: 120, seed: 42 },
    );
  });
});

describe('allowUnranked fallback', () => {
  it('keeps the ranked phase and then places the most groups on unranked spare places', () => {
    fc.assert(
      fc.property(smallInstance(5, 4), (inst) => {
        const ranked = assignmentVector(inst, solve(inst, 'balanced'));
        const result = solve(inst, 'balanced', true);
        const a = assignmentVector(inst, result);
        const used = new Array<number>(inst.projectCount).fill(0);
        a.forEach((p) => {
          if (p >= 0) used[p] = (used[p] as number) + 1;
        });
        let extra = 0;
        a.forEach((p, g) => {
          if ((ranked[g] as number) >= 0) {
            expect(p).toBe(ranked[g]);
            return;
          }
          if (p < 0) return;
          extra++;
          expect(inst.prefs[g]?.some(([q]) => q === p)).toBe(false);
          expect(inst.forbidden.has(`${g}:${p}`)).toBe(false);
          expect(result.assignments.find((x) => x.groupId === groupId(g))?.unranked).toBe(true);
        });
        for (let p = 0; p < inst.projectCount; p++) {
          const free = a.filter((q, g) => q === p && !inst.locked.has(g)).length;
          expect(free).toBeLessThanOrEqual(remainingCapacity(inst)[p] as number);
        }
        // Brute force over the fallback phase: most extra groups, submitters first, best fit.
        let best: number[] | null = null;
        const fallbackValue = (b: readonly number[]): number[] => {
          let placed = 0;
          let submitters = 0;
          let sim = 0;
          b.forEach((p, g) => {
            if (p < 0 || (ranked[g] as number) >= 0 || inst.locked.has(g)) return;
            placed++;
            if ((inst.prefs[g] ?? []).length > 0) submitters++;
            sim += inst.sims[g * inst.projectCount + p] as number;
          });
          return [-placed, -submitters, -sim];
        };
        forEachAllocation(
          inst,
          (b) => {
            // Only completions of the ranked phase onto unranked projects.
            for (let g = 0; g < inst.groupCount; g++) {
              if ((ranked[g] as number) >= 0 && b[g] !== ranked[g]) return;
              if ((ranked[g] as number) < 0 && (b[g] as number) >= 0 && !inst.locked.has(g)) {
                if (inst.prefs[g]?.some(([q]) => q === b[g])) return;
              }
            }
            const v = fallbackValue(b);
            if (best === null || compareVectors(v, best) < 0) best = v;
          },
          { ranked: false },
        );
        expect(fallbackValue(a)).toEqual(best);
        expect(extra).toBe(-(best as unknown as number[])[0]!);
      }),
      { numRuns: 80, seed: 7 },
    );
  });
});

describe('worked example where the policies disagree', () => {
  // A = {g0:p0 (1st), g1:p1 (1st), g2:p3 (4th)}: sum 6, worst 4.
  // B = {g0:p1 (2nd), g1:p2 (2nd), g2:p0 (3rd)}: sum 7, worst 3.
  const inst: SmallInstance = {
    groupCount: 3,
    projectCount: 4,
    capacities: [1, 1, 1, 1],
    prefs: [
      [
        [0, 1],
        [1, 2],
      ],
      [
        [1, 1],
        [2, 2],
      ],
      [
        [0, 3],
        [3, 4],
      ],
    ],
    locked: new Map(),
    forbidden: new Set(),
    sims: new Array<number>(12).fill(0),
    seed: 1,
  };
  const A = [0, 1, 3];
  const B = [1, 2, 0];
  it.each([
    ['balanced', B],
    ['generous', B],
    ['min-sum', A],
    ['greedy', A],
    ['legacy', A],
  ] as const)('%s picks the expected allocation', (policy, expected) => {
    expect(assignmentVector(inst, solve(inst, policy))).toEqual(expected);
  });
});
