import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateFromScratch,
  allocateProjects,
  hasQuotasOrMinimums,
  reallocateWithMinimalChange,
} from '../src/index';
import type { ScratchInput } from '../src/index';
import { ALLOCATION_POLICIES } from '../src/types';
import {
  compare,
  feasible,
  gid,
  oracleObjective,
  oracleOptimum,
  pid,
  smallReallocation,
  tableProvider,
  toReallocationInput,
  type SmallReallocation,
} from './helpers/minimal-change-oracle';
import {
  lockedPairs,
  smallInstance,
  tableProvider as instanceTable,
  toInput,
} from './helpers/small-instance';

/** A from-scratch instance: no base but the locked groups' projects, no requests. */
function fromScratch(s: SmallReallocation): SmallReallocation {
  const locked = new Set([...s.locked].filter((g) => (s.members[g] as number) > 0));
  return {
    ...s,
    base: s.base.map((b, g) => (locked.has(g) ? b : -1)),
    members: s.members.map((m) => Math.max(1, m)),
    locked,
    requests: new Map(),
  };
}

function scratchInput(s: SmallReallocation): {
  input: ScratchInput;
  locked: { groupId: string; projectId: string }[];
} {
  const full = toReallocationInput(s);
  return {
    input: {
      groups: full.groups.map(({ baseProjectId: _b, ...g }) => g),
      projects: full.projects,
      mentors: full.mentors ?? [],
    },
    locked: [...s.locked].map((g) => ({ groupId: gid(g), projectId: pid(s.base[g] as number) })),
  };
}

/** Index form of a result's placements, for the oracle. */
function indexAssignment(s: SmallReallocation, byProject: Record<string, string[]>): number[] {
  const out = s.base.map(() => -1);
  for (const [projectId, groupIds] of Object.entries(byProject)) {
    for (const id of groupIds) out[Number(id.slice(1))] = Number(projectId.slice(1));
  }
  return out;
}

describe('allocateFromScratch', () => {
  it('is allocateProjects itself when no quota or minimum is set', () => {
    fc.assert(
      fc.property(
        smallInstance(6, 4),
        fc.constantFrom(...ALLOCATION_POLICIES),
        fc.boolean(),
        (inst, policy, allowUnranked) => {
          const options = {
            policy,
            seed: inst.seed,
            allowUnranked,
            locked: lockedPairs(inst),
            similarity: instanceTable(inst),
          };
          const input = toInput(inst);
          expect(hasQuotasOrMinimums(input)).toBe(false);
          expect(allocateFromScratch(input, options)).toEqual(allocateProjects(input, options));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('with quotas and minimums: most placed, then least shortfall, then the policy; locks kept', () => {
    fc.assert(
      fc.property(
        smallReallocation(5, 4),
        fc.constantFrom(...ALLOCATION_POLICIES),
        (raw, policy) => {
          const s = fromScratch(raw);
          const { input, locked } = scratchInput(s);
          // Without them it is allocateProjects, whose worst rank leaves locked groups out.
          fc.pre(hasQuotasOrMinimums(input));
          const result = allocateFromScratch(input, {
            policy,
            seed: s.seed,
            locked,
            similarity: tableProvider(s),
          });
          const got = indexAssignment(s, result.byProject);
          for (const g of s.locked) expect(got[g]).toBe(s.base[g]);
          expect(feasible(s, got)).toBe(true);
          const best = oracleOptimum(s, policy, false);
          // Levels 1-5 (placed, and shortfall; the request and move levels are 0 from scratch) and the
          // policy's: the oracle's optimum.
          expect(compare(oracleObjective(s, policy, got), best.objective)).toBe(0);
          // The report describes this very assignment.
          const placed = result.assignments.length;
          expect(result.report.allocated).toBe(placed);
          expect(placed).toBe(-(best.objective[0] as number));
        },
      ),
      { numRuns: 250 },
    );
  });

  it('with allow_unranked, fills places only after the ranked placements, within quotas', () => {
    fc.assert(
      fc.property(
        smallReallocation(5, 4),
        fc.constantFrom(...ALLOCATION_POLICIES),
        (raw, policy) => {
          const s = fromScratch(raw);
          const { input, locked } = scratchInput(s);
          const options = { policy, seed: s.seed, locked, similarity: tableProvider(s) };
          const ranked = indexAssignment(s, allocateFromScratch(input, options).byProject);
          const loose = allocateFromScratch(input, { ...options, allowUnranked: true });
          const got = indexAssignment(s, loose.byProject);
          expect(feasible(s, got)).toBe(true);
          ranked.forEach((p, g) => {
            if (p >= 0) expect(got[g]).toBe(p);
          });
          // As many placed as any allocation on any project could place, ranked ones fixed.
          const fixed = {
            ...s,
            base: s.base.map((b, g) => ((ranked[g] as number) >= 0 ? (ranked[g] as number) : b)),
            locked: new Set(ranked.flatMap((p, g) => (p >= 0 ? [g] : []))),
          };
          const best = oracleOptimum(fixed, policy, true);
          expect(got.filter((p) => p >= 0).length).toBe(-(best.objective[0] as number));
          for (const a of loose.assignments) {
            const ranks = s.prefs[Number(a.groupId.slice(1))] ?? [];
            expect(a.unranked).toBe(!ranks.some(([p]) => pid(p) === a.projectId));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('with allow_unranked and a quota, gives the spare place to a group that submitted rankings', () => {
    // A and B ranked only P1, which A gets; C and D submitted nothing. P2 is the one spare place
    // (Dr M's quota of 2 is then full). B, the group that took part, gets it, whatever the names.
    for (const [submitter, silent] of [
      ['B', 'C'],
      ['Z', 'C'],
    ] as const) {
      const input: ScratchInput = {
        groups: [
          { id: 'A', name: 'A', preferences: [{ projectId: 'P1', rank: 1 }] },
          { id: submitter, name: submitter, preferences: [{ projectId: 'P1', rank: 2 }] },
          { id: silent, name: silent, preferences: [] },
          { id: 'D', name: 'D', preferences: [] },
        ],
        projects: [
          { id: 'P1', name: 'P1', capacity: 1, mentorId: 'm' },
          { id: 'P2', name: 'P2', capacity: 2, mentorId: 'm' },
        ],
        mentors: [{ id: 'm', name: 'Dr M', quota: 2 }],
      };
      const result = allocateFromScratch(input, { similarity: null, allowUnranked: true });
      expect(result.byProject).toEqual({ P1: ['A'], P2: [submitter] });
    }
  });

  it('keeps a mentor within quota and fills a minimum before ranks', () => {
    const group = (id: string, ranked: string[]) => ({
      id,
      name: id,
      preferences: ranked.map((projectId, i) => ({ projectId, rank: i + 1 })),
    });
    const input: ScratchInput = {
      groups: [group('A', ['P1', 'P3']), group('B', ['P1', 'P2']), group('C', ['P2', 'P3'])],
      projects: [
        { id: 'P1', name: 'P1', capacity: 2, mentorId: 'm' },
        { id: 'P2', name: 'P2', capacity: 2, mentorId: 'm' },
        { id: 'P3', name: 'P3', capacity: 1, minGroups: 1 },
      ],
      mentors: [{ id: 'm', name: 'Dr M', quota: 2 }],
    };
    const result = allocateFromScratch(input, { similarity: null });
    expect(result.byProject.P3).toHaveLength(1);
    expect((result.byProject.P1?.length ?? 0) + (result.byProject.P2?.length ?? 0)).toBe(2);
    // The same input with no quota and no minimum: everybody gets a 1st choice.
    const free = allocateFromScratch(
      {
        groups: input.groups,
        projects: input.projects.map(({ mentorId: _m, minGroups: _g, ...p }) => p),
      },
      { similarity: null },
    );
    expect(free.assignments.every((a) => a.rank === 1)).toBe(true);
    // The engine with no base is what runs underneath.
    const engine = reallocateWithMinimalChange(
      { ...input, groups: input.groups.map((g) => ({ ...g, members: 1, baseProjectId: null })) },
      { similarity: null },
    );
    expect(result.byProject).toEqual({
      P1: Object.keys(engine.assignment).filter((g) => engine.assignment[g] === 'P1'),
      P2: Object.keys(engine.assignment).filter((g) => engine.assignment[g] === 'P2'),
      P3: Object.keys(engine.assignment).filter((g) => engine.assignment[g] === 'P3'),
    });
  });

  it('leaves out groups with no members unless they are locked', () => {
    const input: ScratchInput = {
      groups: [
        { id: 'A', name: 'A', members: 0, preferences: [{ projectId: 'P1', rank: 1 }] },
        { id: 'B', name: 'B', members: 0, preferences: [] },
      ],
      projects: [{ id: 'P1', name: 'P1', capacity: 1, minGroups: 1 }],
    };
    const result = allocateFromScratch(input, {
      similarity: null,
      locked: [{ groupId: 'B', projectId: 'P1' }],
    });
    expect(result.byProject).toEqual({ P1: ['B'] });
    expect(result.report.groupsTotal).toBe(1);
  });
});
