import { describe, expect, it } from 'vitest';
import { generateInstance } from '../bench/generate';
import { generateTextInstance } from '../bench/generate-texts';
import {
  allocateProjects,
  createTfIdfProvider,
  groupText,
  prepareSimilarity,
  type AllocationInput,
} from '../src/index';
import { ALLOCATION_POLICIES } from '../src/types';
import { createRandom, shuffleInPlace } from '../src/util/prng';

const shuffled = (input: AllocationInput, seed: number): AllocationInput => {
  const random = createRandom(seed);
  return {
    groups: shuffleInPlace(
      input.groups.map((g) => ({ ...g, preferences: shuffleInPlace([...g.preferences], random) })),
      random,
    ),
    projects: shuffleInPlace([...input.projects], random),
  };
};

describe('prepared similarity', () => {
  it.each([
    ['texts', generateTextInstance({ groups: 120, seed: 4 })],
    ['topics', generateInstance({ groups: 120, slack: 1.0, seed: 6, notSubmittedShare: 0.1 })],
  ])('allocates exactly as the call that fits TF-IDF itself (%s)', (_, input) => {
    const prepared = prepareSimilarity(input);
    expect(prepared.id).toBe('tfidf@1');
    for (const policy of ALLOCATION_POLICIES) {
      for (const allowUnranked of [false, true]) {
        const fitted = allocateProjects(input, { policy, seed: 3, allowUnranked });
        const given = allocateProjects(input, {
          policy,
          seed: 3,
          allowUnranked,
          similarity: prepared,
        });
        expect(given).toEqual(fitted);
      }
    }
  });

  it('is keyed by ids, so a shuffled copy of the input gets the same values', () => {
    const input = generateTextInstance({ groups: 80, seed: 9 });
    const prepared = prepareSimilarity(shuffled(input, 2));
    for (const policy of ['balanced', 'legacy'] as const) {
      expect(allocateProjects(shuffled(input, 5), { policy, similarity: prepared })).toEqual(
        allocateProjects(input, { policy }),
      );
    }
  });

  it('carries a prepared provider’s values and id, locked and unranked pairs included', () => {
    const input = generateTextInstance({ groups: 60, seed: 12 });
    const provider = createTfIdfProvider();
    provider.prepare([...input.groups.map(groupText).reverse(), 'an extra text on drones']);
    const prepared = prepareSimilarity(input, provider);
    const group = input.groups[0] as { id: string };
    const unranked = input.projects.find(
      (p) => !input.groups[0]?.preferences.some((x) => x.projectId === p.id),
    ) as { id: string };
    const options = {
      policy: 'legacy' as const,
      allowUnranked: true,
      locked: [{ groupId: group.id, projectId: unranked.id }],
    };
    const given = allocateProjects(input, { ...options, similarity: prepared });
    expect(given).toEqual(allocateProjects(input, { ...options, similarity: provider }));
    expect(given.similarityProvider).toBe(provider.id);
    expect(given.assignments.find((a) => a.groupId === group.id)?.locked).toBe(true);
  });

  it('warns and scores 0 for groups it was not prepared for', () => {
    const input = generateTextInstance({ groups: 40, seed: 1 });
    const prepared = prepareSimilarity({ ...input, groups: input.groups.slice(1) });
    const result = allocateProjects(input, { similarity: prepared });
    const first = input.groups[0] as { id: string };
    expect(result.warnings.join(' ')).toContain(`no group ${first.id}`);
    const placed = result.assignments.find((a) => a.groupId === first.id);
    expect(placed?.similarity).toBe(0);
    // Every other group keeps its value.
    const fitted = allocateProjects(input);
    const positive = result.assignments.filter((a) => a.similarity > 0).length;
    expect(positive).toBeGreaterThan(fitted.assignments.length / 2);
  });
});
