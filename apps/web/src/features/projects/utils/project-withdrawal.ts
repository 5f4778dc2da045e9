import type { ProjectFull } from '@capstone/contracts';

type Withdrawable = Pick<ProjectFull, 'status' | 'is_allocated' | 'groups'> & {
  withdrawn?: ProjectFull['withdrawn'];
};

/**
 * A course admin withdraws an available project that groups were published on; one without
 * groups is removed from the term instead, as before publishing.
 */
export const canWithdraw = (project: Withdrawable) =>
  project.status === 'available' &&
  !project.withdrawn &&
  (project.is_allocated || project.groups.length > 0);

const names = (groups: readonly { name: string }[]) => groups.map((group) => group.name).join(', ');

/** What withdrawing does, one sentence each, as the dialog says it before anything is sent. */
export function withdrawalEffects(project: Pick<ProjectFull, 'groups'>): string[] {
  const groups =
    project.groups.length === 0
      ? 'It has no published group, so it leaves this offering now.'
      : project.groups.length === 1
        ? `Its group (${names(project.groups)}) keeps it until staff publish the next allocation version; the next suggestion moves the group.`
        : `Its ${project.groups.length} groups (${names(project.groups)}) keep it until staff publish the next allocation version; the next suggestion moves them.`;
  return [
    'Students stop seeing it at once, and no group can be placed on it.',
    groups,
    'Its clients and the members of its groups are emailed. The reason goes to the clients only.',
    'This cannot be undone.',
  ];
}

/** The Withdrawal column's plain value: searched and exported. */
export const withdrawalText = (project: Pick<ProjectFull, 'withdrawn'>) =>
  project.withdrawn ? `Withdrawn: ${project.withdrawn.reason}` : '';
