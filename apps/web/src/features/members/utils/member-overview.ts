import type { MemberEntry } from '@capstone/contracts';
import type { RowFilter } from '@/lib/table-rows';

type MemberFields = Pick<MemberEntry, 'role' | 'tutorials' | 'group'>;

/** The Students and Staff stat cards of /admin/allstudents. */
export function memberStats(members: readonly Pick<MemberEntry, 'role'>[]) {
  const students = members.filter((member) => member.role === 'student').length;
  return { students, staff: members.length - students };
}

/**
 * One filter per tutorial the user teaches (the students in it; any of them), plus 'Not in a group'
 * for course admins only.
 */
export function memberFilters<T extends MemberFields>(
  tutorials: readonly string[],
  isCourseAdmin: boolean,
): RowFilter<T>[] {
  const filters: RowFilter<T>[] = [...new Set(tutorials)].map((tutorial): RowFilter<T> => ({
    id: `tutorial:${tutorial}`,
    label: tutorial,
    test: (member) => member.role === 'student' && member.tutorials.includes(tutorial),
    group: 'tutorial',
  }));
  if (isCourseAdmin) {
    filters.push({
      id: 'no-group',
      label: 'Not in a group',
      test: (member) => member.role === 'student' && !member.group,
    });
  }
  return filters;
}

/** Remove from course appears only to non-tutor staff and only on student rows. */
export const canRemoveMember = (member: Pick<MemberEntry, 'role'>, canRemove: boolean) =>
  canRemove && member.role === 'student';
