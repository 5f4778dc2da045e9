import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateProjects, explainAssignment } from '../src/index';
import type { AllocationResult } from '../src/index';
import { ALLOCATION_POLICIES } from '../src/types';
import {
  forbiddenPairs,
  lockedPairs,
  smallInstance,
  tableProvider,
  toInput,
} from './helpers/small-instance';

const assignmentOf = (result: AllocationResult): Record<string, string | null> =>
  Object.fromEntries([
    ...result.unassigned.map((u) => [u.groupId, null] as const),
    ...result.assignments.map((a) => [a.groupId, a.projectId] as const),
  ]);

const group = (id: string, ranked: string[]) => ({
  id,
  name: id,
  preferences: ranked.map((projectId, i) => ({ projectId, rank: i + 1 })),
});
const project = (id: string, capacity: number, mentorId: string | null = null) => ({
  id,
  name: id,
  capacity,
  mentorId,
});

describe('explainAssignment', () => {
  it('describes the allocation of allocateProjects exactly as allocateProjects does', () => {
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
            forbidden: forbiddenPairs(inst),
            similarity: tableProvider(inst),
          };
          const solved = allocateProjects(toInput(inst), options);
          const explained = explainAssignment(toInput(inst), assignmentOf(solved), options);
          const { rounds: _a, explanations: solvedWhy, ...solvedRest } = solved;
          const { rounds: _b, explanations: explainedWhy, ...explainedRest } = explained;
          expect(explainedRest).toEqual(solvedRest);
          expect(explainedWhy.groups).toEqual(solvedWhy.groups);
          // Legacy's own allocation may be another maximum than the one its report reads the
          // witnesses from; the unplaced groups it lists can differ, not the message.
          if (policy !== 'legacy') expect(explainedWhy).toEqual(solvedWhy);
          else
            expect(explainedWhy.unallocatedReason?.message).toEqual(
              solvedWhy.unallocatedReason?.message,
            );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reports any assignment, locked groups marked locked and kept where staff put them', () => {
    const input = {
      groups: [group('A', ['P1', 'P2']), group('B', ['P1']), group('C', [])],
      projects: [project('P1', 1), project('P2', 2)],
    };
    const result = explainAssignment(
      input,
      { A: 'P2', B: null, C: 'P1' },
      { locked: [{ groupId: 'C', projectId: 'P1' }], similarity: null },
    );
    expect(result.byProject).toEqual({ P1: ['C'], P2: ['A'] });
    expect(result.assignments.map((a) => [a.groupId, a.locked, a.rank, a.unranked])).toEqual([
      ['A', false, 2, false],
      ['C', true, null, true],
    ]);
    const sentences = Object.fromEntries(
      result.explanations.groups.map((g) => [g.groupId, g.sentence]),
    );
    expect(sentences).toEqual({
      A: 'Got its 2nd choice; its 1st choice (P1) was filled by 1 group locked by staff.',
      B: 'Could not be placed: its 1st choice (P1) was filled by 1 group locked by staff.',
      C: 'Placed on P1 by staff (a project it did not rank).',
    });
    expect(result.report).toMatchObject({ groupsTotal: 3, allocated: 2, maxAllocatable: 2 });
    expect(result.explanations.unallocatedReason?.groupIds).toEqual(['B']);
  });

  it('says a kept group keeps its published project, even one it did not rank', () => {
    const input = {
      groups: [group('A', ['P1', 'P2']), group('B', ['P1']), group('C', [])],
      projects: [project('P1', 2), project('P2', 1), project('P3', 2)],
    };
    const result = explainAssignment(
      input,
      { A: 'P2', B: 'P3', C: 'P3' },
      { kept: ['A', 'B', 'C'], similarity: null },
    );
    const sentences = result.explanations.groups.map((g) => g.sentence);
    expect(sentences).toEqual([
      'Got its 2nd choice; its 1st choice (P1) had a free place, but groups keep their published project unless they must move.',
      'Keeps its published project P3, which it did not rank; its 1st choice (P1) had a free place, but groups keep their published project unless they must move.',
      'Has not submitted preferences; keeps its published project P3.',
    ]);
  });

  it('blames a mentor quota, not the policy, and counts it in max_allocatable', () => {
    const input = {
      groups: [group('A', ['P1']), group('B', ['P2', 'P3']), group('C', ['P2'])],
      projects: [project('P1', 1, 'm'), project('P2', 1, 'm'), project('P3', 1)],
      mentors: [{ id: 'm', name: 'Dr Mentor', quota: 1 }],
    };
    const result = explainAssignment(input, { A: 'P1', B: 'P3', C: null }, { similarity: null });
    expect(result.report.maxAllocatable).toBe(2);
    const byId = Object.fromEntries(result.explanations.groups.map((g) => [g.groupId, g]));
    expect(byId.B?.sentence).toBe(
      "Got its 2nd choice; its 1st choice (P2) had a free place, but its mentor's quota was used up.",
    );
    expect(byId.C?.sentence).toBe(
      "Could not be placed: its 1st choice (P2) had a free place, but its mentor's quota was used up.",
    );
    expect(result.explanations.unallocatedReason?.message).toBe(
      "These 2 groups (A and C) ranked only these 2 projects, which have 1 place in total under Dr Mentor's quota and are full: P1 and P2. 1 group cannot be placed; raise Dr Mentor's quota or allow unranked projects to place them.",
    );
  });

  it('without quotas, gives the same maximum as allocateProjects whatever assignment it reads', () => {
    fc.assert(
      fc.property(smallInstance(6, 4), (inst) => {
        const options = { locked: lockedPairs(inst), similarity: null };
        const solved = allocateProjects(toInput(inst), options);
        // Nobody placed: the report still knows how many could have been.
        const explained = explainAssignment(toInput(inst), {}, options);
        expect(explained.report.maxAllocatable).toBe(solved.report.maxAllocatable);
      }),
      { numRuns: 200 },
    );
  });
});
