import type { ProjectFull } from '@capstone/contracts';

/** The filter 'Not allocated to group(s)' and the Unallocated Projects card count the same. */
export const isUnallocatedProject = (project: Pick<ProjectFull, 'is_allocated' | 'groups'>) =>
  !project.is_allocated && project.groups.length === 0;

/** Problems Flagged is always 0 in this version. */
export const PROBLEMS_FLAGGED = 0;

export function projectStats(projects: readonly Pick<ProjectFull, 'is_allocated' | 'groups'>[]) {
  return {
    unallocated: projects.filter(isUnallocatedProject).length,
    problemsFlagged: PROBLEMS_FLAGGED,
  };
}

/** Client names of a project, as one cell: "Ann Lee (Acme), Bo Chan (Beta)". */
export const projectClientsText = (project: Pick<ProjectFull, 'clients'>) =>
  project.clients
    .map((client) =>
      client.company_name ? `${client.name} (${client.company_name})` : client.name,
    )
    .join(', ');

export const projectGroupsText = (project: Pick<ProjectFull, 'groups'>) =>
  project.groups.map((group) => group.name).join(', ');
