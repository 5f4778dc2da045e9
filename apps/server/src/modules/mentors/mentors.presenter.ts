import type { Mentor, ProjectAllocationSettings } from '@capstone/contracts';
import type { MentorQuota, ProjectSettingsRow } from './mentors.repo';

interface MentoredProject {
  id: string;
  name: string;
  mentorId: string | null;
}

/**
 * A mentor with the projects of S they mentor (already by `proj_no`) and their load: the groups
 * those projects held in the latest version.
 */
export function presentMentor(
  row: MentorQuota,
  mentored: MentoredProject[],
  loads: ReadonlyMap<string, number>,
): Mentor {
  const own = mentored.filter((project) => project.mentorId === row.staffId);
  return {
    mentor: { id: row.staffId, name: row.name },
    quota: row.quota,
    projects: own.map((project) => ({ id: project.id, name: project.name })),
    load: own.reduce((sum, project) => sum + (loads.get(project.id) ?? 0), 0),
  };
}

export function presentProjectSettings(
  row: Pick<ProjectSettingsRow, 'id' | 'name' | 'minGroups'>,
  mentor: { id: string; name: string } | null,
): ProjectAllocationSettings {
  return {
    project: { id: row.id, name: row.name },
    mentor: mentor && { id: mentor.id, name: mentor.name },
    min_groups: row.minGroups,
  };
}
