import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateProjects, qualityReport, type AllocationInput } from '../src/index';
import {
  forbiddenPairs,
  lockedPairs,
  smallInstance,
  tableProvider,
  toInput,
  type SmallInstance,
} from './helpers/small-instance';

function run(inst: SmallInstance, input: AllocationInput = toInput(inst)) {
  return allocateProjects(input, {
    seed: inst.seed,
    locked: lockedPairs(inst),
    forbidden: forbiddenPairs(inst),
    similarity: tableProvider(inst),
  });
}

describe('shortage certificate', () => {
  it('every claim holds on the instance', () => {
    fc.assert(
      fc.property(smallInstance(7, 4), (inst) => {
        const input = toInput(inst);
        const result = run(inst, input);
        const reason = result.explanations.unallocatedReason;
        const unplacedSubmitted = result.unassigned.filter((u) => u.submitted).length;
        const notSubmitted = result.unassigned.filter((u) => !u.submitted).map((u) => u.groupId);
        if (result.unassigned.length === 0) {
          expect(reason).toBeNull();
          return;
        }
        expect(reason).not.toBeNull();
        if (!reason) return;
        expect(reason.notSubmittedGroupIds).toEqual(notSubmitted);
        expect(reason.groupIds.length).toBe(unplacedSubmitted);
        const unplacedInWitnesses = reason.witnesses.reduce(
          (n, w) => n + w.unplacedGroupIds.length,
          0,
        );
        expect(unplacedInWitnesses).toBe(unplacedSubmitted);
        const projectOf = new Map(result.assignments.map((a) => [a.groupId, a.projectId]));
        const forbidden = new Set(forbiddenPairs(inst).map((f) => `${f.groupId}|${f.projectId}`));
        for (const w of reason.witnesses) {
          // Closed: every allowed project a witness group ranked is a witness project.
          for (const gid of w.groupIds) {
            const group = input.groups.find((g) => g.id === gid);
            for (const pref of group?.preferences ?? []) {
              if (forbidden.has(`${gid}|${pref.projectId}`)) continue;
              expect(w.projectIds).toContain(pref.projectId);
            }
          }
          // Too few places: fewer than the groups that need them.
          expect(w.places).toBeLessThan(w.groupIds.length);
          const lockedIn = lockedPairs(inst).filter((l) =>
            w.projectIds.includes(l.projectId),
          ).length;
          const capacity = w.projectIds.reduce(
            (n, id) => n + (input.projects.find((p) => p.id === id)?.capacity ?? 0),
            0,
          );
          expect(w.places).toBeGreaterThanOrEqual(capacity - lockedIn);
          // Witness groups that are placed sit on witness projects.
          for (const gid of w.groupIds) {
            const p = projectOf.get(gid);
            if (p !== undefined && !lockedPairs(inst).some((l) => l.groupId === gid)) {
              expect(w.projectIds).toContain(p);
            }
          }
          // Each suggested capacity increase places exactly one more group.
          for (const { projectId: pid, increase } of w.capacitySuggestions) {
            const raised: AllocationInput = {
              ...input,
              projects: input.projects.map((p) =>
                p.id === pid ? { ...p, capacity: p.capacity + increase } : p,
              ),
            };
            const before = qualityReport(input, [], {
              locked: lockedPairs(inst),
              forbidden: forbiddenPairs(inst),
            }).maxAllocatable;
            const after = qualityReport(raised, [], {
              locked: lockedPairs(inst),
              forbidden: forbiddenPairs(inst),
            }).maxAllocatable;
            expect(after).toBe(before + 1);
          }
        }
      }),
      { numRuns: 120, seed: 21 },
    );
  });
});

describe('per-group explanations', () => {
  it('report the rank obtained and true reasons for every better choice', () => {
    fc.assert(
      fc.property(smallInstance(7, 4), (inst) => {
        const input = toInput(inst);
        const result = run(inst, input);
        const holders = new Map<string, string[]>();
        for (const a of result.assignments) {
          holders.set(a.projectId, [...(holders.get(a.projectId) ?? []), a.groupId]);
        }
        for (const e of result.explanations.groups) {
          const group = input.groups.find((g) => g.id === e.groupId);
          const assigned = result.assignments.find((a) => a.groupId === e.groupId);
          expect(e.projectId).toBe(assigned?.projectId ?? null);
          const rank = group?.preferences.find((p) => p.projectId === e.projectId)?.rank ?? null;
          expect(e.rank).toBe(rank);
          if (!e.submitted && !e.locked) expect(e.sentence).toContain('not submitted');
          if (e.locked) expect(e.sentence).toContain('by staff');
          for (const c of e.betterChoices) {
            if (rank !== null) expect(c.rank).toBeLessThan(rank);
            const project = input.projects.find((p) => p.id === c.projectId);
            // Balanced is exact: a better choice is never left with a free place.
            expect(c.reason).not.toBe('not-chosen');
            if (c.reason === 'full') {
              expect(c.holders.map((h) => h.groupId).sort()).toEqual(
                [...(holders.get(c.projectId) ?? [])].sort(),
              );
              expect(c.holders.length).toBeGreaterThanOrEqual(project?.capacity ?? 0);
              for (const h of c.holders) {
                const hg = input.groups.find((g) => g.id === h.groupId);
                expect(h.rank).toBe(
                  hg?.preferences.find((p) => p.projectId === c.projectId)?.rank ?? null,
                );
              }
            }
            if (c.reason === 'no-places') expect(project?.capacity).toBe(0);
          }
        }
      }),
      { numRuns: 100, seed: 4 },
    );
  });

  it('writes the sentence staff see', () => {
    const result = allocateProjects(
      {
        projects: [
          { id: 'p1', name: 'Project 12', capacity: 1 },
          { id: 'p2', name: 'Project 7', capacity: 1 },
        ],
        groups: [
          { id: 'a', preferences: [{ projectId: 'p1', rank: 1 }] },
          {
            id: 'b',
            preferences: [
              { projectId: 'p1', rank: 1 },
              { projectId: 'p2', rank: 2 },
            ],
          },
          { id: 'c', preferences: [] },
        ],
      },
      { similarity: null },
    );
    const sentences = Object.fromEntries(
      result.explanations.groups.map((g) => [g.groupId, g.sentence]),
    );
    expect(sentences.a).toBe('Got its 1st choice.');
    expect(sentences.b).toBe(
      'Got its 2nd choice; its 1st choice (Project 12) was filled by groups that ranked it 1st.',
    );
    expect(sentences.c).toBe('Has not submitted preferences.');
    expect(result.explanations.unallocatedReason?.notSubmittedGroupIds).toEqual(['c']);
    expect(result.explanations.unallocatedReason?.witnesses).toEqual([]);
  });
});
