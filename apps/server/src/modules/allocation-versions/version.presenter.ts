import type { AllocationVersion, VersionRow } from '@capstone/contracts';
import type { VersionDetail, VersionRecord } from './versions.repo';

type Ref = { id: string; name: string };

// Numeric-aware, so that "G2" sorts before "G10", as the board and the report sort groups.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byName = (a: Ref, b: Ref) =>
  collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function presentVersionRow(row: VersionRecord): VersionRow {
  return {
    number: row.number,
    published_at: row.publishedAt.toISOString(),
    published_by:
      row.publishedById === null
        ? null
        : { id: row.publishedById, name: row.publishedByName ?? '' },
    override: row.override,
    counts: {
      groups: row.counts.groups,
      allocated: row.counts.allocated,
      unallocated: row.counts.unallocated,
      changed: row.counts.changed,
    },
  };
}

/**
 * A version as it was published: its projects by `proj_no`, one allocation key per project,
 * groups by name, and the groups it moved by name. Every name is the one stored with it.
 */
export function presentVersion(version: VersionDetail): AllocationVersion {
  const projectName = new Map(version.projects.map((p) => [p.projectId, p.name]));
  const allocation: Record<string, Ref[]> = {};
  for (const project of version.projects) allocation[project.projectId] = [];
  const unallocated: Ref[] = [];
  const changes: AllocationVersion['changes'] = [];
  for (const entry of version.entries) {
    const group = { id: entry.groupId, name: entry.groupName };
    if (entry.projectId !== null) allocation[entry.projectId]?.push(group);
    else if (entry.hasMembers) unallocated.push(group);
    if (entry.changed) {
      changes.push({
        group,
        from:
          entry.previousProjectId === null
            ? null
            : { id: entry.previousProjectId, name: entry.previousProjectName ?? '' },
        to:
          entry.projectId === null
            ? null
            : { id: entry.projectId, name: projectName.get(entry.projectId) ?? '' },
      });
    }
  }
  for (const list of Object.values(allocation)) list.sort(byName);
  return {
    ...presentVersionRow(version),
    projects: version.projects.map((p) => ({
      id: p.projectId,
      name: p.name,
      capacity: p.capacity,
      mentor: p.mentorId === null ? null : { id: p.mentorId, name: p.mentorName ?? '' },
      min_groups: p.minGroups,
    })),
    allocation,
    unallocated: unallocated.sort(byName),
    changes: changes.sort((a, b) => byName(a.group, b.group)),
  };
}
