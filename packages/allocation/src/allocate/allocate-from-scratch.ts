import type { AllocationOptions } from '../allocation-options';
import { reallocateWithMinimalChange } from '../reallocate/minimal-change';
import type {
  ReallocationGroup,
  ReallocationInput,
  ReallocationMentor,
  ReallocationProject,
} from '../reallocate/types';
import type { AllocationGroup } from '../types';
import { allocateProjects } from './allocate-projects';
import type { AllocationResult } from './allocation-result';
import { explainAssignment } from './explain-assignment';
import { PreparedSimilarity, prepareSimilarity } from './prepared-similarity';

export interface ScratchGroup extends AllocationGroup {
  /** Members now (default 1). A locked group keeps its place even with none. */
  members?: number;
}

export interface ScratchInput {
  groups: readonly ScratchGroup[];
  /** Available projects with their mentor and soft minimum. */
  projects: readonly ReallocationProject[];
  mentors?: readonly ReallocationMentor[];
}

/** As for `allocateProjects`; `locked` pairs are kept even over a capacity or a quota. */
export type ScratchOptions = Omit<AllocationOptions, 'forbidden'>;

/** Whether a mentor's quota or a project's minimum bears on this input. */
export function hasQuotasOrMinimums(input: ScratchInput): boolean {
  const limited = new Set((input.mentors ?? []).filter((m) => m.quota !== null).map((m) => m.id));
  return input.projects.some(
    (p) => Math.floor(p.minGroups ?? 0) > 0 || (p.mentorId != null && limited.has(p.mentorId)),
  );
}

/**
 * A suggestion from scratch. Without quotas or minimums it is exactly `allocateProjects`. With
 * them, the minimal-change engine runs with no base (a locked group's base is its locked project),
 * so its levels reduce to: most groups placed, least shortfall below the minimums, then the
 * policy's own levels, all within the projects' places and the mentors' quotas. With
 * `allowUnranked`, groups still unplaced then go to projects they did not rank (groups that
 * submitted rankings first), the ranked placements staying as they are, as in
 * `allocateProjects`. The result describes the
 * suggestion through `explainAssignment`. Groups with no members take part only when locked.
 */
export function allocateFromScratch(
  scratch: ScratchInput,
  options: ScratchOptions = {},
): AllocationResult {
  // Groups with no members are no items, unless a lock keeps their place.
  const lockedIds = new Set((options.locked ?? []).map((pair) => pair.groupId));
  const input = {
    ...scratch,
    groups: scratch.groups.filter((g) => (g.members ?? 1) > 0 || lockedIds.has(g.id)),
  };
  if (!hasQuotasOrMinimums(input)) {
    return allocateProjects({ groups: input.groups, projects: input.projects }, options);
  }
  const similarity =
    options.similarity === undefined
      ? prepareSimilarity({ groups: input.groups, projects: input.projects })
      : options.similarity === null || options.similarity instanceof PreparedSimilarity
        ? options.similarity
        : prepareSimilarity({ groups: input.groups, projects: input.projects }, options.similarity);
  const engine = { policy: options.policy, seed: options.seed, similarity };

  const lockedProject = new Map<string, string>();
  for (const pair of [...(options.locked ?? [])].sort((a, b) =>
    a.groupId < b.groupId ? -1 : a.groupId > b.groupId ? 1 : 0,
  )) {
    if (!lockedProject.has(pair.groupId)) lockedProject.set(pair.groupId, pair.projectId);
  }
  const withBase = (base: ReadonlyMap<string, string | null>): ReallocationGroup[] =>
    input.groups.map((g) => ({
      ...g,
      members: g.members ?? 1,
      baseProjectId: base.get(g.id) ?? null,
    }));
  const first: ReallocationInput = {
    groups: withBase(lockedProject),
    projects: input.projects,
    mentors: input.mentors ?? [],
    locked: [...lockedProject.keys()],
  };
  const ranked = reallocateWithMinimalChange(first, { ...engine, allowUnranked: false });
  let assignment = ranked.assignment;
  const warnings = [...ranked.warnings];

  if (options.allowUnranked) {
    // Groups that submitted rankings take the spare places before groups that submitted none,
    // as in `allocateProjects`; each pass holds every placement before it as if locked, so the
    // fallback only fills places.
    for (const submitted of [true, false]) {
      const held = new Map(
        Object.entries(assignment).filter((e): e is [string, string] => e[1] !== null),
      );
      const groups = withBase(held).filter(
        (g) => held.has(g.id) || (g.members > 0 && g.preferences.length > 0 === submitted),
      );
      if (groups.length === held.size) continue;
      const pass = reallocateWithMinimalChange(
        { ...first, groups, locked: [...held.keys()] },
        { ...engine, allowUnranked: true },
      );
      assignment = { ...assignment, ...pass.assignment };
      warnings.push(...pass.warnings);
    }
  }

  const result = explainAssignment(
    { groups: input.groups, projects: input.projects, mentors: input.mentors ?? [] },
    assignment,
    {
      policy: options.policy,
      seed: options.seed,
      allowUnranked: options.allowUnranked,
      similarity,
      locked: [...lockedProject].map(([groupId, projectId]) => ({ groupId, projectId })),
    },
  );
  result.warnings = [...new Set([...warnings, ...result.warnings])];
  return result;
}
