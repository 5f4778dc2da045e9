import fc from 'fast-check';
import type { SimilarityProvider } from '../../src/similarity/similarity-provider';
import type { AllocationInput, GroupProjectPair } from '../../src/types';

/** A small allocation problem in index form, plus the same problem as engine input. */
export interface SmallInstance {
  groupCount: number;
  projectCount: number;
  capacities: number[];
  /** Ranked projects per group: [projectIndex, rank][]. */
  prefs: [number, number][][];
  locked: Map<number, number>;
  forbidden: Set<string>;
  /** Similarity in thousandths, per `g * projectCount + p`. */
  sims: number[];
  seed: number;
}

export const groupId = (g: number): string => `g${String(g).padStart(2, '0')}`;
export const projectId = (p: number): string => `p${String(p).padStart(2, '0')}`;

/** fast-check arbitrary for instances small enough to enumerate every allocation. */
export function smallInstance(maxGroups = 6, maxProjects = 4): fc.Arbitrary<SmallInstance> {
  return fc
    .record({
      groupCount: fc.integer({ min: 1, max: maxGroups }),
      projectCount: fc.integer({ min: 1, max: maxProjects }),
    })
    .chain(({ groupCount, projectCount }) => {
      const projects = Array.from({ length: projectCount }, (_, p) => p);
      return fc.record({
        groupCount: fc.constant(groupCount),
        projectCount: fc.constant(projectCount),
        capacities: fc.array(fc.integer({ min: 0, max: 2 }), {
          minLength: projectCount,
          maxLength: projectCount,
        }),
        lists: fc.array(fc.tuple(fc.shuffledSubarray(projects), fc.integer({ min: 0, max: 2 })), {
          minLength: groupCount,
          maxLength: groupCount,
        }),
        lockedPairs: fc.array(
          fc.tuple(fc.nat(groupCount - 1), fc.nat(projectCount - 1), fc.boolean()),
          { maxLength: 2 },
        ),
        forbiddenPairs: fc.array(fc.tuple(fc.nat(groupCount - 1), fc.nat(projectCount - 1)), {
          maxLength: 2,
        }),
        sims: fc.array(fc.integer({ min: 0, max: 1000 }), {
          minLength: groupCount * projectCount,
          maxLength: groupCount * projectCount,
        }),
        seed: fc.nat(10_000),
      });
    })
    .map((r) => {
      const prefs = r.lists.map(([list, gap]) =>
        list.map((p, i): [number, number] => [p, i + 1 + (i > 0 ? gap : 0)]),
      );
      const locked = new Map<number, number>();
      for (const [g, p, use] of r.lockedPairs) {
        // Lock mostly ranked pairs, sometimes any pair, as staff may.
        const ranked = prefs[g]?.[0]?.[0];
        if (!locked.has(g)) locked.set(g, use && ranked !== undefined ? ranked : p);
      }
      return {
        groupCount: r.groupCount,
        projectCount: r.projectCount,
        capacities: r.capacities,
        prefs,
        locked,
        forbidden: new Set(r.forbiddenPairs.map(([g, p]) => `${g}:${p}`)),
        sims: r.sims,
        seed: r.seed,
      };
    });
}

/** Engine input for a small instance. Group text is its id, so the fake provider can look it up. */
export function toInput(inst: SmallInstance): AllocationInput {
  return {
    groups: Array.from({ length: inst.groupCount }, (_, g) => ({
      id: groupId(g),
      preferences: (inst.prefs[g] ?? []).map(([p, rank]) => ({ projectId: projectId(p), rank })),
      topicPreferences: [groupId(g)],
    })),
    projects: inst.capacities.map((capacity, p) => ({
      id: projectId(p),
      capacity,
      reqSkills: projectId(p),
    })),
  };
}

export function lockedPairs(inst: SmallInstance): GroupProjectPair[] {
  return [...inst.locked].map(([g, p]) => ({ groupId: groupId(g), projectId: projectId(p) }));
}

export function forbiddenPairs(inst: SmallInstance): GroupProjectPair[] {
  return [...inst.forbidden].map((key) => {
    const [g, p] = key.split(':').map(Number) as [number, number];
    return { groupId: groupId(g), projectId: projectId(p) };
  });
}

/** Similarity provider reading the instance's table; texts are the group and project ids. */
export function tableProvider(inst: SmallInstance): SimilarityProvider {
  return {
    id: 'table',
    prepare: () => undefined,
    similarity(a, b) {
      const g = Number(a.trim().slice(1));
      const p = Number(b.trim().slice(1));
      return (inst.sims[g * inst.projectCount + p] ?? 0) / 1000;
    },
  };
}
