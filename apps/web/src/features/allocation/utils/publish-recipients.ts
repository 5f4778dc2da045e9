import type { AllocationVersion } from '@capstone/contracts';

export interface NamedRef {
  id: string;
  name: string;
}

/** A group whose project the publish changes; its members are emailed. */
export interface GroupChange {
  group: NamedRef;
  /** The project in the latest version, or null when it had none. */
  from: NamedRef | null;
  /** The project on the board, or null when it has none. */
  to: NamedRef | null;
}

/** A project whose list of groups the publish changes; its clients are emailed. */
export interface ProjectChange {
  project: NamedRef;
  gains: NamedRef[];
  loses: NamedRef[];
  /** Its groups after the publish. */
  groups: NamedRef[];
}

export interface PublishRecipients {
  groups: GroupChange[];
  projects: ProjectChange[];
}

export type VersionAllocation = Pick<AllocationVersion, 'projects' | 'allocation'>;

/** Current names, where the board knows them; the version's stored names otherwise. */
export interface NameLookup {
  group: (id: string) => string | undefined;
  project: (id: string) => string | undefined;
}

const byName = (a: NamedRef, b: NamedRef) =>
  a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });

/**
 * Who the publish of the board emails: the members of each group whose project differs from the
 * latest version (a group of the version missing from the board loses its project, as the server
 * reads it), and the clients of each project that gains or loses a group. With no version yet,
 * every placed group is new.
 */
export function publishRecipients(
  placement: Readonly<Record<string, string | null>>,
  version: VersionAllocation | null,
  names: NameLookup,
): PublishRecipients {
  const before = new Map<string, string>();
  const storedGroup = new Map<string, string>();
  const storedProject = new Map<string, string>();
  for (const project of version?.projects ?? []) storedProject.set(project.id, project.name);
  for (const [projectId, groups] of Object.entries(version?.allocation ?? {})) {
    for (const group of groups) {
      before.set(group.id, projectId);
      storedGroup.set(group.id, group.name);
    }
  }
  const groupRef = (id: string): NamedRef => ({
    id,
    name: names.group(id) ?? storedGroup.get(id) ?? id,
  });
  const projectRef = (id: string): NamedRef => ({
    id,
    name: names.project(id) ?? storedProject.get(id) ?? id,
  });
  const after = (groupId: string) => placement[groupId] ?? null;

  const groups: GroupChange[] = [];
  const groupIds = new Set([...Object.keys(placement), ...before.keys()]);
  const holdersBefore = new Map<string, Set<string>>();
  const holdersAfter = new Map<string, Set<string>>();
  const hold = (map: Map<string, Set<string>>, projectId: string | null, groupId: string) => {
    if (projectId === null) return;
    const set = map.get(projectId) ?? new Set<string>();
    set.add(groupId);
    map.set(projectId, set);
  };
  for (const groupId of groupIds) {
    const from = before.get(groupId) ?? null;
    const to = after(groupId);
    hold(holdersBefore, from, groupId);
    hold(holdersAfter, to, groupId);
    if (from === to) continue;
    groups.push({
      group: groupRef(groupId),
      from: from === null ? null : projectRef(from),
      to: to === null ? null : projectRef(to),
    });
  }

  const projects: ProjectChange[] = [];
  for (const projectId of new Set([...holdersBefore.keys(), ...holdersAfter.keys()])) {
    const was = holdersBefore.get(projectId) ?? new Set<string>();
    const now = holdersAfter.get(projectId) ?? new Set<string>();
    const gains = [...now].filter((id) => !was.has(id));
    const loses = [...was].filter((id) => !now.has(id));
    if (gains.length === 0 && loses.length === 0) continue;
    projects.push({
      project: projectRef(projectId),
      gains: gains.map(groupRef).sort(byName),
      loses: loses.map(groupRef).sort(byName),
      groups: [...now].map(groupRef).sort(byName),
    });
  }

  return {
    groups: groups.sort((a, b) => byName(a.group, b.group)),
    projects: projects.sort((a, b) => byName(a.project, b.project)),
  };
}
