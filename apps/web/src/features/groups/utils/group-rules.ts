import type { RowFilter } from '@/lib/table-rows';
import type { GroupRow } from '../api/group-types';

/** The row's "n/m" as numbers; a malformed count reads as 0/0 rather than throwing. */
export function countParts(count: string): { size: number; capacity: number } {
  const [size, capacity] = count.split('/').map((part) => Number.parseInt(part, 10));
  return {
    size: Number.isFinite(size) ? (size as number) : 0,
    capacity: Number.isFinite(capacity) ? (capacity as number) : 0,
  };
}

export type JoinState = 'mine' | 'full' | 'join';

/** All groups: 'Your Group' for the viewer's own, 'Full Group' at capacity, else Join. */
export function joinState(group: Pick<GroupRow, 'isMine' | 'is_full'>): JoinState {
  if (group.isMine) return 'mine';
  return group.is_full ? 'full' : 'join';
}

export const JOIN_STATE_LABELS: Record<JoinState, string> = {
  mine: 'Your Group',
  full: 'Full Group',
  join: 'Join',
};

export const memberNamesText = (group: Pick<GroupRow, 'members'>) =>
  group.members.map((member) => member.name).join(', ');

const available: RowFilter<GroupRow> = {
  id: 'available',
  label: 'Available groups',
  test: (group) => !group.is_full,
  group: 'capacity',
};
const full: RowFilter<GroupRow> = {
  id: 'full',
  label: 'Full groups',
  test: (group) => group.is_full,
  group: 'capacity',
};

/**
 * The students' filters: 'My Tutorial' (only when the viewer's tutorial is known) and
 * 'Available groups'.
 */
export function studentGroupFilters(myTutorial: string | null | undefined): RowFilter<GroupRow>[] {
  const filters: RowFilter<GroupRow>[] = [];
  if (myTutorial) {
    filters.push({
      id: 'my-tutorial',
      label: 'My Tutorial',
      test: (group) => group.tutorial === myTutorial,
    });
  }
  filters.push(available);
  return filters;
}

const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Distinct non-empty tutorials in natural order ("H9A" before "H10A"). */
export const distinctTutorials = (tutorials: Iterable<string | null | undefined>): string[] =>
  [...new Set([...tutorials].filter((t): t is string => Boolean(t)))].sort(naturalOrder.compare);

/** Staff filters: one per tutorial (any of them), Available groups, Full groups. */
export function staffGroupFilters(groups: readonly GroupRow[]): RowFilter<GroupRow>[] {
  const tutorials = distinctTutorials(groups.map((group) => group.tutorial));
  return [
    ...tutorials.map((tutorial): RowFilter<GroupRow> => ({
      id: `tutorial:${tutorial}`,
      label: tutorial,
      test: (group) => group.tutorial === tutorial,
      group: 'tutorial',
    })),
    available,
    full,
  ];
}

/** The Available Groups and Full Groups stat cards. */
export function groupStats(groups: readonly Pick<GroupRow, 'is_full'>[]) {
  const fullCount = groups.filter((group) => group.is_full).length;
  return { available: groups.length - fullCount, full: fullCount };
}

/** The caller's group of the list (`isMine`), if any. */
export const findMyGroup = <T extends Pick<GroupRow, 'isMine'>>(groups: readonly T[] | undefined) =>
  groups?.find((group) => group.isMine);
