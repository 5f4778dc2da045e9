import { getPolicy } from '../policies/registry';
import type { AllocationInput } from '../types';
import type { AllocationOptions } from '../allocation-options';
import { buildAllocationResult, type AllocationResult } from './allocation-result';
import { buildInstance } from './instance';
import { resolveSimilarity } from './resolve-similarity';
import { solveRanked } from './solve-ranked';
import { placeUnranked } from './unranked-fallback';

export type { AllocationResult, UnallocatedReason } from './allocation-result';

/**
 * Allocates groups to projects exactly under the chosen policy and explains the result.
 * Deterministic: the same input (in any order) with the same seed gives the same output.
 */
export function allocateProjects(
  input: AllocationInput,
  options: AllocationOptions = {},
): AllocationResult {
  const policyName = options.policy ?? 'balanced';
  const policy = getPolicy(policyName);
  const seed = options.seed ?? 0;
  if (!Number.isInteger(seed) || seed < 0) throw new Error('seed must be a whole number');
  const allowUnranked = options.allowUnranked ?? false;
  const instance = buildInstance(input, options.locked, options.forbidden);

  const { table: similarity, providerId } = resolveSimilarity(instance, options.similarity);

  const ranked = solveRanked(instance, policy, similarity, seed);
  const G = instance.groups.length;
  const assignment = new Int32Array(G).fill(-1);
  for (let g = 0; g < G; g++) {
    const locked = instance.lockedProject[g] as number;
    assignment[g] = locked !== -1 ? locked : (ranked.assignment[g] as number);
  }
  if (allowUnranked) {
    const extra = placeUnranked(instance, assignment, similarity, seed);
    for (let g = 0; g < G; g++) if ((extra[g] as number) >= 0) assignment[g] = extra[g] as number;
  }

  const lockedCount = instance.lockedProject.filter((p) => p !== -1).length;
  return buildAllocationResult(instance, assignment, {
    policy: policyName,
    seed,
    allowUnranked,
    similarity,
    providerId,
    maxAllocatable: lockedCount + ranked.maxAllocatable,
    maxAssignment: ranked.maxAssignment,
    rounds: ranked.rounds,
  });
}
