import type { AllocationOptions } from '../allocation-options';
import { explainContext } from '../explain/explain-context';
import { getPolicy } from '../policies/registry';
import type { ReallocationMentor, ReallocationProject } from '../reallocate/types';
import type { AllocationGroup } from '../types';
import { buildAllocationResult, type AllocationResult } from './allocation-result';
import { buildInstance } from './instance';
import { rankedMaxFlow } from './ranked-max-flow';
import { resolveSimilarity } from './resolve-similarity';

/** Groups and projects as `allocateProjects` takes them, with the projects' mentors. */
export interface ExplainInput {
  groups: readonly AllocationGroup[];
  projects: readonly ReallocationProject[];
  /** Mentors and their quotas; a mentor with a quota bounds the groups on their projects. */
  mentors?: readonly ReallocationMentor[];
}

export interface ExplainOptions extends AllocationOptions {
  /** Groups a minimal-change proposal kept on their published project (explained as such). */
  kept?: readonly string[];
}

/**
 * The result `allocateProjects` gives (quality report, group explanations, unallocated reason,
 * `byProject`), for an assignment computed elsewhere: a minimal-change proposal, a suggestion
 * under mentor quotas, a board made by hand. `assignment` maps group ids to project ids (or
 * null); groups it does not name are unplaced; locked pairs (`options.locked`) are kept and
 * marked locked whatever it says. `policy`, `seed` and `allowUnranked` are only echoed.
 */
export function explainAssignment(
  input: ExplainInput,
  assignment: Readonly<Record<string, string | null>>,
  options: ExplainOptions = {},
): AllocationResult {
  const policy = options.policy ?? 'balanced';
  getPolicy(policy);
  const seed = options.seed ?? 0;
  const instance = buildInstance(input, options.locked, options.forbidden);
  const { table: similarity, providerId } = resolveSimilarity(instance, options.similarity);
  const context = explainContext(
    instance,
    {
      mentorOf: new Map(input.projects.map((p) => [p.id, p.mentorId])),
      mentors: input.mentors ?? [],
    },
    options.kept ? new Set(options.kept) : undefined,
  );

  const placed = new Int32Array(instance.groups.length).fill(-1);
  instance.groups.forEach((group, g) => {
    const locked = instance.lockedProject[g] as number;
    if (locked !== -1) {
      placed[g] = locked;
      return;
    }
    const projectId = assignment[group.id] ?? null;
    if (projectId === null) return;
    const p = instance.projectIndex.get(projectId);
    if (p === undefined) {
      instance.warnings.push(
        `Group ${group.id} is placed on unknown project ${projectId}; ignored.`,
      );
      return;
    }
    placed[g] = p;
  });

  const max = rankedMaxFlow(instance, context, placed);
  const lockedCount = instance.lockedProject.filter((p) => p !== -1).length;
  return buildAllocationResult(instance, placed, {
    policy,
    seed,
    allowUnranked: options.allowUnranked ?? false,
    similarity,
    providerId,
    maxAllocatable: lockedCount + max.maxFlow,
    maxAssignment: max.assignment,
    rounds: 0,
    ...(context ? { context } : {}),
  });
}
