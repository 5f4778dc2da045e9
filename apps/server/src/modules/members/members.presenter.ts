import type { ClientOverviewEntry, MemberEntry } from '@capstone/contracts';
import type { EnrolledStudentRow } from '../subcourses/subcourses.repo';
import type { CourseClientRow, SubcourseStaffRow } from './member-lists.repo';

/** api.md §3 `Member`: a student's `tutorials` holds its one tutorial; staff have no group. */
export function presentStudentMember(row: EnrolledStudentRow): MemberEntry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: 'student',
    tutorials: row.tutorial ? [row.tutorial] : [],
    group: row.groupId,
  };
}

export function presentStaffMember(row: SubcourseStaffRow): MemberEntry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    tutorials: row.tutorials,
    group: null,
  };
}

export function presentClientOverview(
  row: CourseClientRow,
  projects: { id: string; name: string }[],
): ClientOverviewEntry {
  return {
    id: row.id,
    name: row.name,
    company_name: row.companyName,
    is_verified: row.isVerified,
    email: row.email,
    role: 'client',
    projects,
  };
}
