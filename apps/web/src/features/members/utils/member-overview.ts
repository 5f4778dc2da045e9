import type { AccountDetails, MemberEntry } from '@capstone/contracts';
import type { RowFilter } from '@/features/overview/utils/table-rows';

type MemberFields = Pick<MemberEntry, 'role' | 'tutorials' | 'group'>;

/** The Students and Staff stat cards of /admin/allstudents. */
export function memberStats(members: readonly Pick<MemberEntry, 'role'>[]) {
  const students = members.filter((member) => member.role === 'student').length;
  return { students, staff: members.length - students };
}

/** The tutorials the signed-in staff user teaches in S, from their stored profile. */
export function taughtTutorials(profile: AccountDetails | null, subcourseId: string): string[] {
  if (!profile || !('classes' in profile)) return [];
  return profile.classes.find((entry) => entry.subcourse === subcourseId)?.tutorials ?? [];
}

/**
 * Spec 2 §2: one filter per tutorial the user teaches (the students in it; any of them), plus
 * 'Not in a group' for course admins only.
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

/** Delete appears only to non-tutor staff and only on student rows (spec 2 §5). */
export const canDeleteMember = (member: Pick<MemberEntry, 'role'>, canDelete: boolean) =>
  canDelete && member.role === 'student';
