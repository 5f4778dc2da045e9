import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formTeams, type TeamFormationInput } from '../src/index';

const PROJECTS = ['p1', 'p2', 'p3', 'p4'];
const TOPICS = ['web', 'ml', 'data'];
const SKILLS = ['react', 'python', 'sql', 'docker', 'ux'];

const teamInput: fc.Arbitrary<{ input: TeamFormationInput; maxGroupSize: number }> = fc
  .record({
    maxGroupSize: fc.integer({ min: 2, max: 6 }),
    students: fc.array(
      fc.record({
        tutorial: fc.constantFrom('T1', 'T2', null),
        wishlist: fc.subarray(PROJECTS),
        topics: fc.subarray(TOPICS),
        skills: fc.subarray(SKILLS),
        existing: fc.integer({ min: -6, max: 2 }),
        locked: fc.boolean(),
      }),
      { minLength: 1, maxLength: 22 },
    ),
  })
  .map(({ maxGroupSize, students }) => {
    // Up to three groups per tutorial; a few students already sit in one.
    const groups = ['T1', 'T2'].flatMap((t) =>
      [0, 1, 2].map((k) => ({ id: `${t}-G${k}`, tutorial: t, memberIds: [] as string[] })),
    );
    const locked: { studentId: string; groupId: string }[] = [];
    const fullness = new Map<string, number>();
    students.forEach((s, i) => {
      const id = `s${String(i).padStart(2, '0')}`;
      if (s.tutorial === null || s.existing < 0) return;
      const g = `${s.tutorial}-G${s.existing}`;
      // Keep existing members at most 1 per group so an even split is always reachable.
      if ((fullness.get(g) ?? 0) >= 1) return;
      fullness.set(g, (fullness.get(g) ?? 0) + 1);
      if (s.locked) locked.push({ studentId: id, groupId: g });
      else groups.find((x) => x.id === g)?.memberIds.push(id);
    });
    return {
      maxGroupSize,
      input: {
        students: students.map((s, i) => ({
          id: `s${String(i).padStart(2, '0')}`,
          tutorial: s.tutorial,
          wishlist: s.wishlist,
          topics: s.topics,
          skills: s.skills,
        })),
        groups,
        locked,
      },
    };
  });

describe('formTeams', () => {
  it('respects every hard constraint', () => {
    fc.assert(
      fc.property(teamInput, fc.nat(100), ({ input, maxGroupSize }, seed) => {
        const result = formTeams(input, { maxGroupSize, seed, restarts: 2, maxIterations: 50 });
        const seen = new Map<string, string>();
        for (const team of result.teams) {
          for (const id of team.memberIds) {
            expect(seen.has(id)).toBe(false);
            seen.set(id, team.key);
          }
          expect(team.memberIds.length).toBeLessThanOrEqual(maxGroupSize);
          // Every member shares the team's tutorial (all fixed members here do too).
          for (const id of team.memberIds) {
            const student = input.students.find((s) => s.id === id);
            expect(student?.tutorial ?? null).toBe(team.tutorial);
          }
        }
        // Every student placed exactly once.
        expect(seen.size).toBe(input.students.length);
        // Existing members and locks kept.
        for (const g of input.groups) for (const id of g.memberIds) expect(seen.get(id)).toBe(g.id);
        for (const l of input.locked ?? []) expect(seen.get(l.studentId)).toBe(l.groupId);
        // Sizes as even as possible within each tutorial.
        const byTutorial = new Map<string | null, number[]>();
        for (const t of result.teams) {
          byTutorial.set(t.tutorial, [...(byTutorial.get(t.tutorial) ?? []), t.memberIds.length]);
        }
        for (const sizes of byTutorial.values()) {
          const nonEmpty = sizes.length;
          const total = sizes.reduce((a, b) => a + b, 0);
          expect(nonEmpty).toBeGreaterThanOrEqual(Math.ceil(total / maxGroupSize));
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        }
        expect(result.oversized).toEqual([]);
      }),
      { numRuns: 60, seed: 5 },
    );
  });

  it('is deterministic for a seed and independent of input order', () => {
    fc.assert(
      fc.property(teamInput, ({ input, maxGroupSize }) => {
        const a = formTeams(input, { maxGroupSize, seed: 3, restarts: 2 });
        const reversed = { ...input, students: [...input.students].reverse() };
        const b = formTeams(reversed, { maxGroupSize, seed: 3, restarts: 2 });
        expect(b.teams.map((t) => t.memberIds)).toEqual(a.teams.map((t) => t.memberIds));
      }),
      { numRuns: 25, seed: 8 },
    );
  });

  it('groups students who share a project when that is possible', () => {
    const students = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => ({
      id,
      tutorial: 'T1',
      wishlist: [i % 2 === 0 ? 'even' : 'odd'],
    }));
    const result = formTeams(
      { students, groups: [] },
      { maxGroupSize: 3, seed: 1, weights: { project: 1, topic: 0, skills: 0 } },
    );
    expect(result.teams.map((t) => t.memberIds).sort()).toEqual([
      ['a', 'c', 'e'],
      ['b', 'd', 'f'],
    ]);
    expect(result.minScore).toBe(1);
    expect(result.teams.every((t) => t.groupId === null)).toBe(true);
  });
});
