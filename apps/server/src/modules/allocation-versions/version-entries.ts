import type { NewVersionEntry } from './write-version.repo';

/** A group of S as the publish found it: its project before, and how many members it has. */
export interface GroupBefore {
  id: string;
  name: string;
  projectId: string | null;
  members: number;
}

/** A group whose project the publish changed: the one list both the version and the emails use. */
export interface GroupChange {
  id: string;
  name: string;
  from: { id: string; name: string } | null;
  to: { id: string; name: string } | null;
}

/**
 * What a publish stores and tells: one entry per group on a project and one per group with
 * members and none, plus a group with no members that lost its project (it is a change, but not
 * unallocated). `changes` are the groups whose project differs from before.
 */
export function versionEntries(
  groups: GroupBefore[],
  placement: Map<string, string | null>,
  projectName: Map<string, string>,
) {
  const entries: NewVersionEntry[] = [];
  const changes: GroupChange[] = [];
  const counts = { groups: 0, allocated: 0, unallocated: 0, changed: 0 };
  const ref = (id: string | null) => (id === null ? null : { id, name: projectName.get(id) ?? id });
  for (const group of groups) {
    const after = placement.get(group.id) ?? null;
    const changed = after !== group.projectId;
    const hasMembers = group.members > 0;
    if (hasMembers) counts.groups += 1;
    if (after !== null) counts.allocated += 1;
    else if (hasMembers) counts.unallocated += 1;
    if (changed)
      changes.push({ id: group.id, name: group.name, from: ref(group.projectId), to: ref(after) });
    if (after === null && !hasMembers && !changed) continue;
    const from = changed ? ref(group.projectId) : null;
    entries.push({
      groupId: group.id,
      groupName: group.name,
      projectId: after,
      changed,
      previousProjectId: from?.id ?? null,
      previousProjectName: from?.name ?? null,
      hasMembers,
    });
  }
  counts.changed = changes.length;
  changes.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
  return { entries, changes, counts };
}
