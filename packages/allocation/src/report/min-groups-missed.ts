import type { ReallocationInput } from '../reallocate/types';
import { plural } from '../util/ordinal';

export interface MinGroupsMissed {
  projectId: string;
  /** The project's `min_groups` as set. */
  minGroups: number;
  groupsAllocated: number;
  /** One sentence: the project, its minimum (capped at the capacity), its count and why. */
  message: string;
}

export interface MinGroupsOptions {
  /** Whether groups could be placed on projects they did not rank. */
  allowUnranked?: boolean;
}

/**
 * One entry per project of `input.projects` (in its order) with fewer groups in `assignment` than
 * min(`min_groups`, capacity). The reason names what kept groups away: nobody who could be placed
 * there ranked it; the mentor's quota; or every group that ranked it was better placed, needed
 * elsewhere or (in a minimal-change proposal) kept its published project.
 */
export function minGroupsMissed(
  input: ReallocationInput,
  assignment: Readonly<Record<string, string | null>>,
  options: MinGroupsOptions = {},
): MinGroupsMissed[] {
  const locked = new Set(input.locked ?? []);
  const load = new Map<string, number>();
  for (const projectId of Object.values(assignment)) {
    if (projectId !== null) load.set(projectId, (load.get(projectId) ?? 0) + 1);
  }
  const quota = new Map((input.mentors ?? []).map((m) => [m.id, m.quota]));
  const mentorLoad = new Map<string, number>();
  for (const p of input.projects) {
    if (p.mentorId)
      mentorLoad.set(p.mentorId, (mentorLoad.get(p.mentorId) ?? 0) + (load.get(p.id) ?? 0));
  }
  // The groups the engine was free to place: with members, not locked.
  const movable = input.groups.filter((g) => g.members > 0 && !locked.has(g.id));

  const out: MinGroupsMissed[] = [];
  for (const project of input.projects) {
    const minimum = Math.max(
      0,
      Math.min(Math.floor(project.minGroups ?? 0), Math.floor(project.capacity)),
    );
    const count = load.get(project.id) ?? 0;
    if (count >= minimum) continue;
    const rankers = movable.filter((g) => g.preferences.some((x) => x.projectId === project.id));
    const limit = project.mentorId ? quota.get(project.mentorId) : undefined;
    let reason: string;
    if (rankers.length === 0 && !options.allowUnranked) {
      reason = 'no group that could be placed there ranked it';
    } else if (
      limit !== undefined &&
      limit !== null &&
      (mentorLoad.get(project.mentorId as string) ?? 0) >= limit
    ) {
      reason = "its mentor's quota is used up";
    } else if (rankers.length === 0) {
      reason = 'no group that could be placed there ranked it';
    } else {
      const kept = rankers.some((g) => {
        const at = assignment[g.id] ?? null;
        return at !== null && at === g.baseProjectId && !betterThan(g, at, project.id);
      });
      reason = kept
        ? 'every group that ranked it is placed on a project it ranked higher, needs its place elsewhere or keeps its published project'
        : 'every group that ranked it is placed on a project it ranked higher or needs its place elsewhere';
    }
    out.push({
      projectId: project.id,
      minGroups: Math.max(0, Math.floor(project.minGroups ?? 0)),
      groupsAllocated: count,
      message: `${project.name ?? project.id} has ${plural(count, 'group')}, fewer than its minimum of ${minimum}: ${reason}.`,
    });
  }
  return out;
}

/** Whether the group ranked `at` above `other`. */
function betterThan(
  group: ReallocationInput['groups'][number],
  at: string,
  other: string,
): boolean {
  const rank = (id: string) =>
    group.preferences.find((x) => x.projectId === id)?.rank ?? Number.POSITIVE_INFINITY;
  return rank(at) < rank(other);
}
