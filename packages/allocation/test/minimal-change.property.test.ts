import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reallocateWithMinimalChange } from '../src/index';
import { ALLOCATION_POLICIES, type AllocationPolicy } from '../src/types';
import { tieBreak } from '../src/util/prng';
import {
  allowedProjects,
  compare,
  feasible,
  freeGroups,
  gid,
  oracleObjective,
  oracleOptimum,
  smallReallocation,
  tableProvider,
  toReallocationInput,
  type SmallReallocation,
} from './helpers/minimal-change-oracle';

function propose(s: SmallReallocation, policy: AllocationPolicy, allowUnranked: boolean) {
  const result = reallocateWithMinimalChange(toReallocationInput(s), {
    policy,
    seed: s.seed,
    allowUnranked,
    similarity: tableProvider(s),
  });
  const assignment = s.base.map((_, g) => {
    const p = result.assignment[gid(g)];
    return p === null || p === undefined ? -1 : Number(p.slice(1));
  });
  return { result, assignment };
}

// Balanced is the default and gets the most runs; every policy is checked against the oracle.
const RUNS: Record<AllocationPolicy, number> = {
  balanced: 200,
  'min-sum': 150,
  greedy: 150,
  generous: 150,
  legacy: 150,
};

describe.each(ALLOCATION_POLICIES)('minimal-change proposal, policy %s', (policy) => {
  it('is the lexicographic optimum that brute force finds, and feasible', () => {
    fc.assert(
      fc.property(smallReallocation(), fc.boolean(), (s, allowUnranked) => {
        const { result, assignment } = propose(s, policy, allowUnranked);
        const oracle = oracleOptimum(s, policy, allowUnranked);

        // Hard rules: locked groups stay, emptied groups leave, everyone else within the hard rules.
        s.locked.forEach((g) => expect(assignment[g]).toBe(s.base[g]));
        s.base.forEach((b, g) => {
          if (!s.locked.has(g) && b >= 0 && s.members[g] === 0) expect(assignment[g]).toBe(-1);
        });
        for (const g of freeGroups(s)) {
          const p = assignment[g] as number;
          if (p >= 0) expect(allowedProjects(s, g, allowUnranked)).toContain(p);
        }
        expect(feasible(s, assignment)).toBe(true);

        const objective = oracleObjective(s, policy, assignment);
        expect(objective.slice(0, 5)).toEqual(oracle.objective.slice(0, 5));
        expect(compare(objective, oracle.objective)).toBe(0);
        // The fewest moves off available projects (level 3) is the oracle's minimum.
        expect(result.levels.movesFromAvailable).toBe(oracle.objective[2]);
        expect([
          -result.levels.placed,
          -result.levels.namedFulfilled,
          result.levels.movesFromAvailable,
          -result.levels.anyFulfilled,
          result.levels.shortfall,
        ]).toEqual(oracle.objective.slice(0, 5));
      }),
      { numRuns: RUNS[policy], seed: 27 },
    );
  });

  it("orders proposals by the policy's levels when no group has a base project", () => {
    // Without a base every placement is free, so only levels 5-7 tell proposals apart.
    const fresh = smallReallocation().map((s): SmallReallocation => ({
      ...s,
      // Places of 1 make groups compete, which is where the policies differ.
      capacities: s.capacities.map((c) => Math.min(1, c)),
      base: s.base.map(() => -1),
      members: s.members.map(() => 1),
      locked: new Set(),
      requests: new Map(),
    }));
    fc.assert(
      fc.property(fresh, fc.boolean(), (s, allowUnranked) => {
        const { assignment } = propose(s, policy, allowUnranked);
        const oracle = oracleOptimum(s, policy, allowUnranked);
        expect(feasible(s, assignment)).toBe(true);
        expect(compare(oracleObjective(s, policy, assignment), oracle.objective)).toBe(0);
      }),
      { numRuns: 100, seed: 2722 },
    );
  });
});

describe('minimal-change proposal: determinism', () => {
  it('gives the same proposal for the same input in any order', () => {
    fc.assert(
      fc.property(smallReallocation(), fc.nat(), (s, seed) => {
        const input = toReallocationInput(s);
        const shuffle = <T>(items: readonly T[]): T[] =>
          items
            .map((item, i) => ({ item, key: tieBreak(seed, String(i), 'order') }))
            .sort((a, b) => a.key - b.key)
            .map((x) => x.item);
        const shuffled = {
          groups: shuffle(input.groups).map((g) => ({ ...g, preferences: shuffle(g.preferences) })),
          projects: shuffle(input.projects),
          mentors: shuffle(input.mentors ?? []),
          locked: shuffle(input.locked ?? []),
          requests: shuffle(input.requests ?? []),
        };
        const options = { seed: s.seed, similarity: tableProvider(s) };
        expect(reallocateWithMinimalChange(shuffled, options)).toEqual(
          reallocateWithMinimalChange(input, options),
        );
      }),
      { numRuns: 100, seed: 2208 },
    );
  });
});

describe('minimal-change proposal: examples', () => {
  const base = {
    capacities: [1, 1, 1],
    minGroups: [0, 0, 0],
    mentorOf: [-1, -1, -1],
    quotas: [null, null],
    sims: new Array<number>(20).fill(0),
    seed: 1,
  };

  it('moves only the group of a withdrawn project when a free place exists', () => {
    // g0 on p0 (its 2nd choice) would like p1; g1 on withdrawn p3 ranked p1 then p2.
    const s: SmallReallocation = {
      ...base,
      available: 3,
      members: [2, 2],
      base: [0, 3],
      prefs: [
        [
          [1, 1],
          [0, 2],
        ],
        [
          [1, 1],
          [2, 2],
        ],
      ],
      locked: new Set(),
      requests: new Map(),
    };
    const { assignment, result } = propose(s, 'balanced', false);
    expect(assignment).toEqual([0, 1]);
    expect(result.levels.movesFromAvailable).toBe(0);
  });

  it('moves a group for an approved named request, and a locked group never', () => {
    // g1 asks for p0, which g0 holds; g0 can go to p1. With g0 locked, the request stays unmet.
    const s: SmallReallocation = {
      ...base,
      available: 3,
      members: [1, 1],
      base: [0, 2],
      prefs: [
        [
          [0, 1],
          [1, 2],
        ],
        [[2, 1]],
      ],
      locked: new Set(),
      requests: new Map([[1, 0]]),
    };
    expect(propose(s, 'balanced', false).assignment).toEqual([1, 0]);
    const lockedCase = { ...s, locked: new Set([0]), requests: new Map() };
    lockedCase.requests.set(1, 0);
    expect(propose(lockedCase, 'balanced', false).assignment).toEqual([0, 2]);
  });

  it('minimises the worst rank before the sum of ranks under balanced, not under min-sum', () => {
    // g0 ranks p0 1st and p1 3rd; g1 ranks p0 4th and p1 5th. Sums 6 (worst 5) against 7 (worst 4).
    const s: SmallReallocation = {
      ...base,
      available: 2,
      capacities: [1, 1],
      members: [1, 1],
      base: [-1, -1],
      prefs: [
        [
          [0, 1],
          [1, 3],
        ],
        [
          [0, 4],
          [1, 5],
        ],
      ],
      locked: new Set(),
      requests: new Map(),
    };
    expect(propose(s, 'balanced', false).assignment).toEqual([1, 0]);
    expect(propose(s, 'min-sum', false).assignment).toEqual([0, 1]);
  });

  it('finds the smallest worst rank below the worst rank present', () => {
    // g2 ranked p2 1st and p3 6th: rank 6 is the worst present, but g2 takes p2. Between g0 and
    // g1 the worst rank is 3 (g0 on p0, g1 on p1, sum 6) against 4 (sum 5): balanced takes 3.
    const s: SmallReallocation = {
      ...base,
      available: 4,
      capacities: [1, 1, 1, 1],
      minGroups: [0, 0, 0, 0],
      mentorOf: [-1, -1, -1, -1],
      members: [1, 1, 1],
      base: [-1, -1, -1],
      prefs: [
        [
          [1, 1],
          [0, 3],
        ],
        [
          [1, 3],
          [0, 4],
        ],
        [
          [2, 1],
          [3, 6],
        ],
      ],
      locked: new Set(),
      requests: new Map(),
    };
    expect(propose(s, 'balanced', false).assignment).toEqual([0, 1, 2]);
    expect(propose(s, 'min-sum', false).assignment).toEqual([1, 0, 2]);
  });

  it("counts locked groups in balanced's worst rank, so the sum of ranks decides below it", () => {
    // Locked g0 sits on p0, its 5th choice. g1 and g2 are new: p1/p2 at ranks 1/3 and 4/5.
    // The worst rank is 5 either way, so the smaller sum (g1 on p1, g2 on p2) wins.
    const s: SmallReallocation = {
      ...base,
      available: 3,
      members: [1, 1, 1],
      base: [0, -1, -1],
      prefs: [
        [[0, 5]],
        [
          [1, 1],
          [2, 3],
        ],
        [
          [1, 4],
          [2, 5],
        ],
      ],
      locked: new Set([0]),
      requests: new Map(),
    };
    expect(propose(s, 'balanced', false).assignment).toEqual([0, 1, 2]);
  });

  it('keeps a mentor within quota even when a project has room', () => {
    // p0 and p1 share mentor m0 with quota 1: g1 must leave p1 for p2.
    const s: SmallReallocation = {
      ...base,
      available: 3,
      mentorOf: [0, 0, -1],
      quotas: [1, null],
      members: [1, 1],
      base: [0, 1],
      prefs: [
        [[0, 1]],
        [
          [1, 1],
          [2, 2],
        ],
      ],
      locked: new Set([0]),
      requests: new Map(),
    };
    expect(propose(s, 'balanced', false).assignment).toEqual([0, 2]);
  });
});
