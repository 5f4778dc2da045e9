import type { ApprovedRequest, ReallocationInput } from '../reallocate/types';

/** An approved request with the name of its project, which may no longer be available. */
export interface NamedRequest extends ApprovedRequest {
  projectName?: string;
}

export interface RequestOutcome {
  id: string;
  groupId: string;
  /** The requested project, or null for "any project with a free place". */
  projectId: string | null;
  fulfilled: boolean;
  /** null when fulfilled; otherwise one sentence saying why not. */
  note: string | null;
}

/**
 * Whether `assignment` fulfils each approved request (a named one: the group is on that project;
 * "any": on a project other than its base), and why not when it does not. The proposal places as
 * many groups as it can first, then fulfils as many named requests as it can, so a named request
 * is missed only for a locked group, a project that takes no group, places held by locked groups,
 * another request that took the place, or a group that would lose its project.
 */
export function requestOutcomes(
  input: Omit<ReallocationInput, 'requests'> & { requests?: readonly NamedRequest[] },
  assignment: Readonly<Record<string, string | null>>,
): RequestOutcome[] {
  const groups = new Map(input.groups.map((g) => [g.id, g]));
  const projects = new Map(input.projects.map((p) => [p.id, p]));
  const mentors = new Map((input.mentors ?? []).map((m) => [m.id, m]));
  const locked = new Set(input.locked ?? []);
  const lockedLoad = new Map<string, number>();
  for (const g of input.groups) {
    if (locked.has(g.id) && g.baseProjectId !== null)
      lockedLoad.set(g.baseProjectId, (lockedLoad.get(g.baseProjectId) ?? 0) + 1);
  }
  const requests = input.requests ?? [];
  const isFulfilled = (r: ApprovedRequest): boolean => {
    const at = assignment[r.groupId] ?? null;
    const base = groups.get(r.groupId)?.baseProjectId ?? null;
    return r.projectId === null ? at !== null && at !== base : at === r.projectId;
  };
  const mentorOf = (projectId: string) => projects.get(projectId)?.mentorId ?? null;

  return requests.map((r, i) => {
    const id = r.id ?? String(i);
    const fulfilled = isFulfilled(r);
    const out: RequestOutcome = {
      id,
      groupId: r.groupId,
      projectId: r.projectId,
      fulfilled,
      note: null,
    };
    if (fulfilled) return out;
    const group = groups.get(r.groupId);
    const name = group?.name ?? r.groupId;
    const base = group?.baseProjectId ?? null;
    const baseName =
      base === null ? 'its project' : (projects.get(base)?.name ?? group?.baseProjectName ?? base);
    const note = (text: string) => ({ ...out, note: text });
    if (!group || group.members <= 0) return note(`${name} has no members any more.`);
    if (locked.has(r.groupId)) return note(`${name} is locked on ${baseName}, so it cannot move.`);
    if (r.projectId === null)
      return note(`No project that ${name} could move to has a free place.`);

    const target = projects.get(r.projectId);
    const targetName = target?.name ?? r.projectName ?? r.projectId;
    if (!target) return note(`${targetName} is no longer available, so ${name} cannot move there.`);
    if (Math.floor(target.capacity) <= 0) return note(`${targetName} takes no groups now.`);
    if ((lockedLoad.get(target.id) ?? 0) >= Math.floor(target.capacity))
      return note(
        `No place on ${targetName} could be freed for ${name} without moving a locked group.`,
      );
    const mentorId = mentorOf(target.id);
    const mentor = mentorId === null ? undefined : mentors.get(mentorId);
    if (mentor && mentor.quota !== null) {
      let held = 0;
      for (const [projectId, count] of lockedLoad)
        if (mentorOf(projectId) === mentor.id) held += count;
      if (mentor.quota <= 0)
        return note(
          `${mentor.name ?? mentor.id}'s quota takes no groups now, so ${name} cannot move to ${targetName}.`,
        );
      if (held >= mentor.quota)
        return note(
          `No place under ${mentor.name ?? mentor.id}'s quota could be freed for ${name} without moving a locked group.`,
        );
    }
    const rival = requests.some(
      (other) =>
        other !== r &&
        other.projectId !== null &&
        isFulfilled(other) &&
        (other.projectId === target.id ||
          (mentorId !== null && mentorOf(other.projectId) === mentorId)),
    );
    return note(
      rival
        ? `No place on ${targetName} could be freed for ${name} without refusing another approved change request.`
        : `No place on ${targetName} could be freed for ${name} without leaving another group without a project.`,
    );
  });
}
