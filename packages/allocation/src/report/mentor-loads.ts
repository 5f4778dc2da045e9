import type { ReallocationInput } from '../reallocate/types';

export interface MentorLoad {
  mentorId: string;
  name: string;
  /** null = no limit. */
  quota: number | null;
  /** Groups on the mentor's projects in the allocation. */
  load: number;
}

/**
 * Every mentor (listed in `input.mentors`, or named by a project) with the groups that `assignment`
 * puts on their projects, sorted by name. Projects missing from `input.projects` count for nobody.
 */
export function mentorLoads(
  input: Pick<ReallocationInput, 'projects' | 'mentors'>,
  assignment: Readonly<Record<string, string | null>>,
): MentorLoad[] {
  const loads = new Map<string, MentorLoad>();
  for (const m of input.mentors ?? []) {
    if (!loads.has(m.id))
      loads.set(m.id, { mentorId: m.id, name: m.name ?? m.id, quota: m.quota, load: 0 });
  }
  const mentorOf = new Map<string, string>();
  for (const p of input.projects) {
    if (!p.mentorId) continue;
    mentorOf.set(p.id, p.mentorId);
    if (!loads.has(p.mentorId))
      loads.set(p.mentorId, { mentorId: p.mentorId, name: p.mentorId, quota: null, load: 0 });
  }
  for (const projectId of Object.values(assignment)) {
    const m = projectId === null ? undefined : mentorOf.get(projectId);
    const entry = m === undefined ? undefined : loads.get(m);
    if (entry) entry.load++;
  }
  return [...loads.values()].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : a.mentorId < b.mentorId ? -1 : 1,
  );
}
