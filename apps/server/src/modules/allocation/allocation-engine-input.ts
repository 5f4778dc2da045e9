import type {
  AllocationGroup,
  AllocationInput,
  ReallocationMentor,
  ReallocationProject,
} from '@capstone/allocation';
import type { MentorQuota } from '../mentors/mentors.repo';
import type { AvailableProject } from './allocation-input.repo';

/** A group row as the suggestion reads it: its name and its saved rankings. */
export interface RankingRow {
  id: string;
  name: string;
  projPreferences: { project: string; rank: number; notes: string }[];
  topicPreferences: string[];
}

/** A project row; mentor and minimum may be left out (none, 0). */
export type ProjectRow = Omit<AvailableProject, 'mentorId' | 'minGroups'> &
  Partial<Pick<AvailableProject, 'mentorId' | 'minGroups'>>;

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A group for the engine, its rankings in one canonical order (ranks, then project ids). */
export function toEngineGroup(group: RankingRow): AllocationGroup {
  return {
    id: group.id,
    name: group.name,
    preferences: [...group.projPreferences]
      .sort((a, b) => a.rank - b.rank || (a.project < b.project ? -1 : 1))
      .map((entry) => ({ projectId: entry.project, rank: entry.rank, notes: entry.notes })),
    topicPreferences: group.topicPreferences,
  };
}

/** A project for the engine: its places, texts, mentor and soft minimum. */
export function toEngineProject(project: ProjectRow): ReallocationProject {
  return {
    id: project.id,
    name: project.name,
    capacity: project.capacity,
    reqSkills: project.reqSkills,
    background: project.background,
    scope: project.scope,
    areas: project.areas,
    mentorId: project.mentorId ?? null,
    minGroups: project.minGroups ?? 0,
  };
}

/** Mentors with their quota in S (null = no limit). */
export function toEngineMentors(rows: readonly MentorQuota[]): ReallocationMentor[] {
  return rows.map((row) => ({ id: row.staffId, name: row.name, quota: row.quota }));
}

/**
 * The engine's input in one canonical order (ids, then ranks), whatever order the database returned
 * the rows in. Projects without places are not inputs, unless `keep` names them (a locked group
 * holds one); a ranking that names one, or a project no longer available, keeps the entry so the
 * group still counts as having submitted, and the engine ignores the unknown id.
 */
export function toAllocationInput(
  groups: readonly RankingRow[],
  projects: readonly ProjectRow[],
  keep: ReadonlySet<string> = new Set(),
): AllocationInput & { projects: ReallocationProject[] } {
  return {
    groups: [...groups].sort(byId).map(toEngineGroup),
    projects: projects
      .filter((project) => project.capacity >= 1 || keep.has(project.id))
      .sort(byId)
      .map(toEngineProject),
  };
}
