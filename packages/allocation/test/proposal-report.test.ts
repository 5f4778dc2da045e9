import { describe, expect, it } from 'vitest';
import {
  allocateFromScratch,
  mentorLoads,
  minGroupsMissed,
  proposalWarnings,
  reallocateWithMinimalChange,
  requestOutcomes,
} from '../src/index';
import type { ReallocationInput } from '../src/index';

type GroupInput = ReallocationInput['groups'][number];
const group = (
  id: string,
  base: string | null,
  ranked: string[],
  extra: Partial<GroupInput> = {},
): GroupInput => ({
  id,
  name: id,
  members: 3,
  baseProjectId: base,
  preferences: ranked.map((projectId, i) => ({ projectId, rank: i + 1 })),
  ...extra,
});
const project = (id: string, capacity = 1, extra: Record<string, unknown> = {}) => ({
  id,
  name: id,
  capacity,
  ...extra,
});
const propose = (input: ReallocationInput) =>
  reallocateWithMinimalChange(input, { similarity: null }).assignment;

/** A from-scratch suggestion's assignment (no base), as the server computes it. */
function scratch(input: ReallocationInput) {
  const result = allocateFromScratch(
    { groups: input.groups, projects: input.projects, mentors: input.mentors ?? [] },
    { similarity: null },
  );
  const assignment: Record<string, string | null> = {};
  for (const g of input.groups) assignment[g.id] = null;
  for (const a of result.assignments) assignment[a.groupId] = a.projectId;
  return assignment;
}

describe('mentorLoads', () => {
  it('counts the groups on each mentor’s projects, one entry per mentor, by name', () => {
    const input: ReallocationInput = {
      groups: [group('A', null, ['P1']), group('B', null, ['P2']), group('C', null, ['P3'])],
      projects: [
        project('P1', 1, { mentorId: 'z' }),
        project('P2', 1, { mentorId: 'z' }),
        project('P3', 1, { mentorId: 'y' }),
      ],
      mentors: [
        { id: 'z', name: 'Ada', quota: 2 },
        { id: 'y', name: 'Zed', quota: null },
        { id: 'x', name: 'Bea', quota: 4 },
      ],
    };
    expect(mentorLoads(input, { A: 'P1', B: 'P2', C: null })).toEqual([
      { mentorId: 'z', name: 'Ada', quota: 2, load: 2 },
      { mentorId: 'x', name: 'Bea', quota: 4, load: 0 },
      { mentorId: 'y', name: 'Zed', quota: null, load: 0 },
    ]);
    expect(mentorLoads({ projects: [project('P1')] }, { A: 'P1' })).toEqual([]);
  });
});

describe('minGroupsMissed', () => {
  it('says nobody who could be placed there ranked it', () => {
    const input: ReallocationInput = {
      groups: [group('T1', null, ['P1']), group('T2', 'P3', [], { members: 0 })],
      projects: [project('P1'), project('P3', 2, { minGroups: 1 })],
    };
    expect(minGroupsMissed(input, scratch(input))).toEqual([
      {
        projectId: 'P3',
        minGroups: 1,
        groupsAllocated: 0,
        message:
          'P3 has 0 groups, fewer than its minimum of 1: no group that could be placed there ranked it.',
      },
    ]);
  });

  it('says every group that ranked it is better placed or needed elsewhere', () => {
    const input: ReallocationInput = {
      groups: [group('T1', null, ['P1', 'P3'])],
      projects: [project('P1', 1, { minGroups: 1 }), project('P3', 1, { minGroups: 1 })],
    };
    const assignment = scratch(input);
    expect(assignment).toEqual({ T1: 'P1' });
    expect(minGroupsMissed(input, assignment).map((m) => m.message)).toEqual([
      'P3 has 0 groups, fewer than its minimum of 1: every group that ranked it is placed on a project it ranked higher or needs its place elsewhere.',
    ]);
  });

  it("says its mentor's quota is used up", () => {
    const input: ReallocationInput = {
      groups: [group('T1', null, ['P4', 'P3'])],
      projects: [
        project('P3', 1, { minGroups: 1, mentorId: 'm' }),
        project('P4', 1, { minGroups: 1, mentorId: 'm' }),
      ],
      mentors: [{ id: 'm', name: 'Dr M', quota: 1 }],
    };
    expect(minGroupsMissed(input, scratch(input)).map((m) => m.message)).toEqual([
      "P3 has 0 groups, fewer than its minimum of 1: its mentor's quota is used up.",
    ]);
  });

  it('caps the minimum at the capacity, counts what is placed, and lists projects in input order', () => {
    const input: ReallocationInput = {
      groups: [group('T1', 'P2', ['P2']), group('T2', null, ['P9'])],
      projects: [project('P2', 1, { minGroups: 3 }), project('P1', 2, { minGroups: 2 })],
    };
    const assignment = propose(input);
    expect(assignment).toEqual({ T1: 'P2', T2: null });
    expect(minGroupsMissed(input, assignment)).toEqual([
      {
        projectId: 'P1',
        minGroups: 2,
        groupsAllocated: 0,
        message:
          'P1 has 0 groups, fewer than its minimum of 2: no group that could be placed there ranked it.',
      },
    ]);
    // A project that meets its capped minimum is not listed, and neither is a minimum of 0.
    expect(
      minGroupsMissed({ ...input, projects: [project('P2', 1, { minGroups: 3 })] }, assignment),
    ).toEqual([]);
  });

  it('in a proposal, names groups that keep their published project', () => {
    const input: ReallocationInput = {
      groups: [group('T1', 'P1', ['P3', 'P1'])],
      projects: [project('P1'), project('P3', 1, { minGroups: 1 })],
    };
    const assignment = propose(input);
    expect(assignment).toEqual({ T1: 'P1' });
    expect(minGroupsMissed(input, assignment).map((m) => m.message)).toEqual([
      'P3 has 0 groups, fewer than its minimum of 1: every group that ranked it is placed on a project it ranked higher, needs its place elsewhere or keeps its published project.',
    ]);
  });
});

describe('requestOutcomes', () => {
  it('gives the documented note when locked groups hold every place', () => {
    const input: ReallocationInput = {
      groups: [group('T1-APPLE', 'P1', ['P1']), group('T2-LOCKED', 'P5', ['P5'])],
      projects: [project('P1'), project('P5')],
      locked: ['T2-LOCKED'],
      requests: [{ id: 'r1', groupId: 'T1-APPLE', projectId: 'P5' }],
    };
    expect(requestOutcomes(input, propose(input))).toEqual([
      {
        id: 'r1',
        groupId: 'T1-APPLE',
        projectId: 'P5',
        fulfilled: false,
        note: 'No place on P5 could be freed for T1-APPLE without moving a locked group.',
      },
    ]);
  });

  it('marks fulfilled requests with no note, named and "any"', () => {
    const input: ReallocationInput = {
      groups: [group('A', 'P1', ['P1']), group('B', 'P2', ['P2'])],
      projects: [project('P1'), project('P2'), project('P3'), project('P4')],
      requests: [
        { id: 'r1', groupId: 'A', projectId: 'P3' },
        { id: 'r2', groupId: 'B', projectId: null },
      ],
    };
    const assignment = propose(input);
    expect(assignment.A).toBe('P3');
    expect(assignment.B).not.toBe('P2');
    expect(requestOutcomes(input, assignment).map((r) => [r.id, r.fulfilled, r.note])).toEqual([
      ['r1', true, null],
      ['r2', true, null],
    ]);
  });

  it('explains each other way a request can be missed', () => {
    const input: ReallocationInput = {
      groups: [
        group('A', 'P1', ['P1']),
        group('B', 'P2', ['P2']),
        group('C', 'P3', ['P3']),
        group('D', 'P1', ['P1']),
        group('E', 'P4', ['P4']),
        group('F', 'P6', ['P6']),
        group('G', 'P4', [], { members: 0 }),
      ],
      projects: [
        project('P1', 2),
        project('P2'),
        project('P3'),
        project('P4', 2),
        project('P5', 0),
        project('P6'),
      ],
      requests: [
        // P2's one place is B's, and B ranked nothing else.
        { id: 'r-full', groupId: 'A', projectId: 'P2' },
        { id: 'r-gone', groupId: 'C', projectId: 'P9', projectName: 'Old project' },
        { id: 'r-zero', groupId: 'D', projectId: 'P5' },
        { id: 'r-any', groupId: 'E', projectId: null },
        { id: 'r-empty', groupId: 'G', projectId: 'P1' },
      ] as ReallocationInput['requests'],
    };
    const assignment = propose(input);
    const notes = Object.fromEntries(requestOutcomes(input, assignment).map((r) => [r.id, r.note]));
    expect(notes).toEqual({
      'r-full':
        'No place on P2 could be freed for A without leaving another group without a project.',
      'r-gone': 'Old project is no longer available, so C cannot move there.',
      'r-zero': 'P5 takes no groups now.',
      'r-any': 'No project that E could move to has a free place.',
      'r-empty': 'G has no members any more.',
    });
  });

  it('says another approved request took the place, and that a locked group cannot move', () => {
    const input: ReallocationInput = {
      groups: [group('A', 'P1', ['P1']), group('B', 'P2', ['P2']), group('C', 'P4', ['P4'])],
      projects: [project('P1'), project('P2'), project('P3'), project('P4')],
      locked: ['C'],
      requests: [
        { id: 'r1', groupId: 'A', projectId: 'P3' },
        { id: 'r2', groupId: 'B', projectId: 'P3' },
        { id: 'r3', groupId: 'C', projectId: 'P3' },
      ],
    };
    const assignment = propose(input);
    const outcomes = requestOutcomes(input, assignment);
    expect(outcomes.filter((r) => r.fulfilled)).toHaveLength(1);
    const missed = outcomes.filter((r) => !r.fulfilled && r.id !== 'r3')[0];
    const name = missed?.groupId;
    expect(missed?.note).toBe(
      `No place on P3 could be freed for ${name} without refusing another approved change request.`,
    );
    expect(outcomes.find((r) => r.id === 'r3')?.note).toBe('C is locked on P4, so it cannot move.');
  });

  it('blames locked groups that fill a mentor’s quota', () => {
    const input: ReallocationInput = {
      groups: [group('A', 'P1', ['P1']), group('L', 'P2', ['P2'])],
      projects: [
        project('P1'),
        project('P2', 1, { mentorId: 'm' }),
        project('P3', 1, { mentorId: 'm' }),
      ],
      mentors: [{ id: 'm', name: 'Dr M', quota: 1 }],
      locked: ['L'],
      requests: [{ id: 'r1', groupId: 'A', projectId: 'P3' }],
    };
    expect(requestOutcomes(input, propose(input))[0]?.note).toBe(
      "No place under Dr M's quota could be freed for A without moving a locked group.",
    );
  });
});

describe('proposalWarnings', () => {
  it('warns about locks over a capacity or quota, emptied locked groups and unusable locks', () => {
    const input: ReallocationInput = {
      groups: [
        group('Alpha', 'P1', []),
        group('Bravo', 'P1', []),
        group('Charlie', 'P2', [], { members: 0 }),
        group('Delta', 'PW', [], { baseProjectName: 'Withdrawn one' }),
        group('Echo', null, []),
        group('Free', 'P1', []),
      ],
      projects: [project('P1', 1, { mentorId: 'm' }), project('P2', 2, { mentorId: 'm' })],
      mentors: [{ id: 'm', name: 'Dr M', quota: 2 }],
      locked: ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'],
    };
    expect(proposalWarnings(input)).toEqual([
      'Charlie has no members any more but is locked, so it keeps its place on P2.',
      'Delta is locked on Withdrawn one, which is no longer available, so no suggestion can show its place. Unlock it to place it.',
      'Echo is locked but has no published project, so the lock has no effect.',
      'Locked groups alone exceed the capacity of P1 (2 locked groups for 1 place), so no other group is placed there.',
      "Locked groups alone exceed Dr M's quota (3 locked groups for a quota of 2), so no other group is placed on their projects.",
    ]);
    expect(proposalWarnings({ ...input, locked: ['Alpha'] })).toEqual([]);
  });
});
