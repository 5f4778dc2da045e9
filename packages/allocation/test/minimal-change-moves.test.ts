import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeMoves, reallocateWithMinimalChange } from '../src/index';
import type { ReallocationInput } from '../src/reallocate/types';
import {
  allowedProjects,
  compare,
  feasible,
  freeGroups,
  fullAssignment,
  gid,
  oracleObjective,
  smallReallocation,
  tableProvider,
  toReallocationInput,
  type SmallReallocation,
} from './helpers/minimal-change-oracle';

const group = (
  id: string,
  base: string | null,
  prefs: string[],
  extra: Partial<ReallocationInput['groups'][number]> = {},
) => ({
  id,
  name: id,
  members: 3,
  baseProjectId: base,
  preferences: prefs.map((projectId, i) => ({ projectId, rank: i + 1 })),
  ...extra,
});
const project = (id: string, capacity = 1, extra: Record<string, unknown> = {}) => ({
  id,
  name: id,
  capacity,
  ...extra,
});

/**
 * The gap that is left (README): a project over its capacity whose mentor is also over quota.
 * A leaver of that project that also leaves the mentor's projects makes up both excesses, so the
 * number of forced moves depends on where leavers go, not only on how many leave. The
 * chain-minimum property is checked on every other instance; the gap has its own test.
 */
function noProjectAndMentorBothOverfull(s: SmallReallocation): boolean {
  const free = (g: number) => !s.locked.has(g) && (s.members[g] as number) > 0;
  const lockedOn = new Array<number>(s.available).fill(0);
  const freeOn = new Array<number>(s.available).fill(0);
  s.base.forEach((b, g) => {
    if (b < 0 || b >= s.available) return;
    if (s.locked.has(g)) lockedOn[b] = (lockedOn[b] as number) + 1;
    else if (free(g)) freeOn[b] = (freeOn[b] as number) + 1;
  });
  const left = (n: number, locked: number) => Math.max(0, n - locked);
  return s.quotas.every((quota, m) => {
    if (quota === null || quota === undefined) return true;
    const mine = [...Array(s.available).keys()].filter((p) => s.mentorOf[p] === m);
    const sum = (a: number[]) => mine.reduce((t, p) => t + (a[p] as number), 0);
    const mentorOver = sum(freeOn) > left(quota, sum(lockedOn));
    const projectOver = mine.some(
      (p) => (freeOn[p] as number) > left(s.capacities[p] as number, lockedOn[p] as number),
    );
    return !(mentorOver && projectOver);
  });
}

function proposeAndDescribe(input: ReallocationInput) {
  const { assignment } = reallocateWithMinimalChange(input, { similarity: null });
  return { assignment, report: describeMoves(input, assignment) };
}

describe('moves and chains', () => {
  it('explains the documented example word for word', () => {
    const input: ReallocationInput = {
      groups: [
        group('T1-APPLE', 'P1', ['P1', 'P4']),
        group('T1-BANANA', 'P2', ['P2', 'P1'], { baseProjectName: 'P2' }),
      ],
      projects: [project('P1'), project('P4')],
    };
    const { report } = proposeAndDescribe(input);
    expect(report.moves.map((m) => [m.group.id, m.kind, m.chain, m.reason])).toEqual([
      [
        'T1-BANANA',
        'withdrawn',
        1,
        "T1-BANANA's project P2 was withdrawn, so it moves to P1 (its 2nd choice).",
      ],
      [
        'T1-APPLE',
        'chain',
        1,
        'T1-APPLE moves from P1 to P4 (its 2nd choice) to make room for T1-BANANA, whose project P2 was withdrawn.',
      ],
    ]);
    expect(report.chains).toEqual([
      {
        number: 1,
        trigger: { id: 'T1-BANANA', name: 'T1-BANANA' },
        groups: [
          { id: 'T1-BANANA', name: 'T1-BANANA' },
          { id: 'T1-APPLE', name: 'T1-APPLE' },
        ],
        summary:
          'P2 was withdrawn: T1-BANANA moves to P1 (its 2nd choice), and T1-APPLE moves from P1 to P4 (its 2nd choice) to make room.',
      },
    ]);
    expect(report.summary).toMatchObject({ moved: 2, withdrawn: 1, chain: 1 });
  });

  it('names the trigger in the third link of a chain', () => {
    // C's request for P1 pushes A to P2, which pushes B to P3.
    const input: ReallocationInput = {
      groups: [
        group('A', 'P1', ['P1', 'P2']),
        group('B', 'P2', ['P2', 'P3']),
        group('C', 'P4', ['P4']),
      ],
      projects: [project('P1'), project('P2'), project('P3'), project('P4')],
      requests: [{ groupId: 'C', projectId: 'P1' }],
    };
    const { report } = proposeAndDescribe(input);
    expect(report.moves.map((m) => m.reason)).toEqual([
      'C moves from P4 to P1 (its requested project), as its approved change request asked.',
      'A moves from P1 to P2 (its 2nd choice) to make room for C, whose change request to move to P1 was approved.',
      'B moves from P2 to P3 (its 2nd choice) to make room for A, which made room for C, whose change request to move to P1 was approved.',
    ]);
  });

  it('labels the leavers of a project over its capacity, in group-name order', () => {
    const input: ReallocationInput = {
      groups: [group('A', 'P1', ['P1', 'P2']), group('B', 'P1', ['P1', 'P2'])],
      projects: [project('P1', 1), project('P2', 1)],
    };
    const { report } = proposeAndDescribe(input);
    expect(report.moves).toHaveLength(1);
    expect(report.moves[0]?.kind).toBe('over_capacity');
    expect(report.moves[0]?.reason).toMatch(
      /^P1 now takes 1 group, so [AB] moves to P2 \(its 2nd choice\)\.$/,
    );
  });

  it('labels a group pushed out by a mentor quota', () => {
    const input: ReallocationInput = {
      groups: [group('A', 'P1', ['P1', 'P3']), group('B', 'P2', ['P2', 'P3'])],
      projects: [
        project('P1', 1, { mentorId: 'm' }),
        project('P2', 1, { mentorId: 'm' }),
        project('P3', 1),
      ],
      mentors: [{ id: 'm', name: 'Dr Who', quota: 1 }],
    };
    const { report } = proposeAndDescribe(input);
    expect(report.moves).toHaveLength(1);
    expect(report.moves[0]?.kind).toBe('mentor_quota');
    expect(report.moves[0]?.reason).toMatch(
      /^Dr Who's quota is now 1 group, so [AB] moves from P[12] to P3 \(its 2nd choice\)\.$/,
    );
  });

  it('keeps locked groups over a capacity and a quota, says so, and places nobody beside them', () => {
    const input: ReallocationInput = {
      groups: [
        group('A', 'P1', ['P1']),
        group('B', 'P1', ['P1'], { members: 0 }),
        group('C', 'P2', ['P2', 'P1']),
      ],
      projects: [project('P1', 1, { mentorId: 'm' }), project('P2', 1, { mentorId: 'm' })],
      mentors: [{ id: 'm', name: 'Dr Who', quota: 1 }],
      locked: ['A', 'B'],
    };
    const result = reallocateWithMinimalChange(input, { similarity: null });
    expect(result.assignment).toEqual({ A: 'P1', B: 'P1', C: null });
    expect(result.warnings).toEqual([
      'B has no members any more but is locked, so it keeps its place.',
      'Locked groups alone exceed the capacity of P1, so no other group is placed there.',
      "Locked groups alone exceed Dr Who's quota, so no other group is placed on their projects.",
    ]);
    expect(describeMoves(input, result.assignment).moves.map((m) => [m.group.id, m.kind])).toEqual([
      ['C', 'mentor_quota'],
    ]);
  });

  it('explains every move of an optimal proposal, and never a locked group', () => {
    fc.assert(
      fc.property(smallReallocation(), (s) => {
        const input = toReallocationInput(s);
        const { assignment } = reallocateWithMinimalChange(input, {
          seed: s.seed,
          similarity: tableProvider(s),
        });
        const report = describeMoves(input, assignment);
        const moved = s.base.filter((b, g) => {
          const to = assignment[gid(g)];
          const from = b < 0 ? null : `p${b}`;
          return to !== from;
        }).length;
        expect(report.moves).toHaveLength(moved);
        expect(report.summary.moved).toBe(moved);
        for (const m of report.moves) {
          expect(s.locked.has(Number(m.group.id.slice(1)))).toBe(false);
          expect(m.reason).toMatch(/\.$/);
        }
        expect(report.unreached).toEqual([]);
        const chains = report.moves.map((m) => m.chain);
        expect(chains).toEqual([...chains].sort((a, b) => a - b));
        expect(report.chains.flatMap((c) => c.groups.map((g) => g.id))).toEqual(
          report.moves.map((m) => m.group.id),
        );
      }),
      { numRuns: 200, seed: 2206 },
    );
  });

  it('has as few chain moves as any proposal that is optimal for levels 1-2', () => {
    let withChains = 0;
    // Places of 1 and longer lists: groups compete for places, which is where chains appear.
    const tight = smallReallocation(5, 4).map((s): SmallReallocation => ({
      ...s,
      capacities: s.capacities.map((c) => (c === 0 ? 0 : 1)),
      // Groups on available projects rank every one, so a group in the way can make room;
      // groups that must move keep short lists, so they need that room.
      prefs: s.prefs.map((list, g) => {
        const out = list.filter(([p]) => p < s.available);
        const base = s.base[g] as number;
        if (base < 0 || base >= s.available)
          return out.length > 0 ? out : [[g % s.available, 1] as [number, number]];
        for (let p = 0; p < s.available; p++) if (!out.some(([q]) => q === p)) out.push([p, 7]);
        return out.map(([p], i): [number, number] => [p, Math.min(7, i + 1)]);
      }),
    }));
    fc.assert(
      fc.property(tight.filter(noProjectAndMentorBothOverfull), (s) => {
        const input = toReallocationInput(s);
        const { assignment } = reallocateWithMinimalChange(input, {
          seed: s.seed,
          similarity: tableProvider(s),
        });
        const chainsOf = (a: Record<string, string | null>) =>
          describeMoves(input, a).summary.chain;
        const engine = chainsOf(assignment);
        if (engine > 0) withChains++;

        const free = freeGroups(s);
        const options = free.map((g) => [-1, ...allowedProjects(s, g, false)]);
        let bestHead: number[] | null = null;
        let fewest = Infinity;
        const choice = new Array<number>(free.length).fill(-1);
        const visit = (i: number): void => {
          if (i < free.length) {
            for (const p of options[i] as number[]) {
              choice[i] = p;
              visit(i + 1);
            }
            return;
          }
          const full = fullAssignment(s, free, choice);
          if (!feasible(s, full)) return;
          const head = oracleObjective(s, 'balanced', full).slice(0, 2);
          const order = bestHead === null ? -1 : compare(head, bestHead);
          if (order > 0) return;
          const record: Record<string, string | null> = {};
          full.forEach(
            (p, g) =>
              (record[gid(g)] =
                p < 0 ? (s.base[g]! >= 0 && s.locked.has(g) ? `p${s.base[g]}` : null) : `p${p}`),
          );
          const chains = chainsOf(record);
          if (order < 0) {
            bestHead = head;
            fewest = chains;
          } else fewest = Math.min(fewest, chains);
        };
        visit(0);
        expect(engine).toBe(fewest);
      }),
      { numRuns: 1000, seed: 2207 },
    );
    // The instances must actually need chain moves for this to test anything.
    expect(withChains).toBeGreaterThanOrEqual(8);
  });

  it('a requester that must leave an over-full project moves no other group to fulfil its request', () => {
    // g0 (an "any" request) and locked, emptied g1 are on p0, which now takes 0 groups; g2 holds
    // p2. Fewest chain moves: g0 gets no project (over_capacity), g2 stays. The flow sends g0 to
    // p2 (its request) and g2 to no project, which is a chain move.
    const s: SmallReallocation = {
      available: 4,
      capacities: [0, 0, 1, 0],
      minGroups: [0, 0, 0, 0],
      mentorOf: [0, 0, 1, 0],
      quotas: [null, null],
      members: [1, 0, 1],
      base: [0, 0, 2],
      prefs: [[], [], []],
      locked: new Set([1]),
      requests: new Map<number, number | 'any'>([
        [0, 'any'],
        [2, 0],
      ]),
      sims: new Array<number>(15).fill(0),
      seed: 0,
    };
    const input = toReallocationInput(s);
    const { assignment } = reallocateWithMinimalChange(input, { similarity: null });
    expect(describeMoves(input, assignment).summary.chain).toBe(0);
  });

  it('an emptied group frees its place, so a leaver named before it is a chain move', () => {
    // P1 now takes 1 group, and the emptied Z frees one of its 2 places: A need not leave. W's
    // project was withdrawn; it ranked P2, then P1. Either A or B must move for W, and that
    // move is a chain move, not an over_capacity one: Z's place already made up the excess.
    const input: ReallocationInput = {
      groups: [
        group('A', 'P1', ['P1', 'P3']),
        group('B', 'P2', ['P2', 'P3']),
        group('W', 'P0', ['P2', 'P1'], { baseProjectName: 'P0' }),
        group('Z', 'P1', [], { members: 0 }),
      ],
      projects: [project('P1'), project('P2'), project('P3')],
    };
    const { summary, moves } = proposeAndDescribe(input).report;
    expect(summary).toMatchObject({ emptied: 1, withdrawn: 1, over_capacity: 0, chain: 1 });
    expect(moves.find((m) => m.kind === 'chain')?.to?.id).toBe('P3');
  });

  it.fails('known gap: a project over capacity under a mentor over quota', () => {
    // All four projects are m0's, whose quota is 2; p3 now takes 0 groups. g0 (on p3) and g4
    // (on p0) asked for p2, which g3 holds; g1 and g2 are emptied. Fewest chain moves: g4 takes
    // p2, g0 takes p0 (over_capacity) and g3 has no project (mentor_quota). The flow counts
    // moves, so it can also pick g0 with no project (which makes up both excesses) and g3 on p1,
    // a chain move.
    const s: SmallReallocation = {
      available: 4,
      capacities: [1, 1, 1, 0],
      minGroups: [0, 0, 0, 0],
      mentorOf: [0, 0, 0, 0],
      quotas: [2, null],
      members: [1, 0, 0, 1, 1],
      base: [3, 0, 0, 2, 0],
      prefs: new Array(5).fill(0).map(() => [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
      ]),
      locked: new Set(),
      requests: new Map([
        [0, 2],
        [4, 2],
      ]),
      sims: new Array<number>(25).fill(0),
      seed: 1156,
    };
    expect(noProjectAndMentorBothOverfull(s)).toBe(false);
    const input = toReallocationInput(s);
    const { assignment } = reallocateWithMinimalChange(input, { seed: s.seed, similarity: null });
    expect(describeMoves(input, assignment).summary.chain).toBe(0);
  });
});
