import type { VersionRow } from '@capstone/contracts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "12 groups: 11 on a project, 1 without one." */
export function countsText(counts: VersionRow['counts']): string {
  const groups = plural(counts.groups, 'group', 'groups');
  if (counts.groups === 0) return 'No groups.';
  if (counts.unallocated === 0) {
    return counts.allocated === counts.groups
      ? `${groups}, all on a project.`
      : `${groups}: ${counts.allocated} on a project.`;
  }
  return `${groups}: ${counts.allocated} on a project, ${counts.unallocated} without one.`;
}

/** "3 groups changed project." */
export function changedText(changed: number): string {
  return changed === 0
    ? 'No group changed project.'
    : `${plural(changed, 'group', 'groups')} changed project.`;
}

/**
 * The version number in the address, or null for anything that is not a whole number from 1
 * (the server would answer those with "Allocation version not found" too).
 */
export function parseVersionNumber(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/** Newest first: the list is read for the latest changes. */
export const newestFirst = (rows: readonly VersionRow[]) =>
  [...rows].sort((a, b) => b.number - a.number);
