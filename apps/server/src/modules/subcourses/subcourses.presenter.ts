import { presentStudentPublic } from '../accounts/accounts.presenter';
import type {
  StudentStaff,
  SubcourseCard,
  SubcourseSettingsResponse,
  SubcourseStaffGroup,
  SubcourseView,
} from '@capstone/contracts';
import type { EnrolledStudentRow, listStaffGroups, SubcourseRow } from './subcourses.repo';

/** `SubcourseCard`: `description` is the parent's; `role` only for staff. */
export function presentSubcourseCard(
  row: Pick<
    SubcourseRow,
    | 'id'
    | 'name'
    | 'code'
    | 'year'
    | 'term'
    | 'color'
    | 'parentCourseId'
    | 'isActive'
    | 'isArchived'
  >,
  description: string,
  role?: 'course admin' | 'tutor',
): SubcourseCard {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    year: row.year,
    term: row.term,
    description,
    color: row.color,
    parent_course: row.parentCourseId,
    is_active: row.isActive,
    is_archived: row.isArchived,
    ...(role ? { role } : {}),
  };
}

/**
 * `StudentStaff` with the single enrolment in S. It runs once per student of a list, so it
 * extends the public view with `Object.assign`: V8 built the `{ ...spread, more }` form forty
 * times slower (0.5 ms for 300 students, a fifth of the whole list request).
 */
export function presentStudentStaff(row: EnrolledStudentRow, subcourseId: string): StudentStaff {
  return Object.assign(presentStudentPublic(row), {
    email: row.email,
    zid: row.zid,
    subcourses: [
      {
        subcourse: subcourseId,
        tutorial: row.tutorial,
        group: row.groupId,
        draft_alloc: row.draftAlloc,
      },
    ],
  });
}

/** Rows grouped under `keyOf`, each group in the rows' order. */
function groupBy<T>(rows: T[], keyOf: (row: T) => string | null) {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    const list = grouped.get(key);
    if (list) list.push(row);
    else grouped.set(key, [row]);
  }
  return grouped;
}

/** Groups of S with their members (taken from the enrolled students, sorted by name). */
export function presentStaffGroups(
  data: Awaited<ReturnType<typeof listStaffGroups>>,
  students: EnrolledStudentRow[],
): SubcourseStaffGroup[] {
  // Grouped once: filtering every member list per group grew with groups × students.
  const membersOf = groupBy(students, (student) => student.groupId);
  const clientsOf = groupBy(data.clientRows, (client) => client.projectId);
  return data.groupRows.map((group) => ({
    id: group.id,
    name: group.name,
    tutorial: group.tutorial,
    members: (membersOf.get(group.id) ?? []).map((member) => ({
      id: member.id,
      name: member.name,
      zid: member.zid,
    })),
    project: group.projectId
      ? {
          id: group.projectId,
          name: group.projectName ?? '',
          clients: (clientsOf.get(group.projectId) ?? []).map((client) => ({
            id: client.id,
            name: client.name,
            company_name: client.companyName,
            email: client.email,
          })),
        }
      : null,
    draft_alloc: group.draftAlloc,
  }));
}

/** The fields of `GET /api/subcourse/{id}` everyone related sees. */
export function presentSubcourseView(row: SubcourseRow): SubcourseView {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    year: row.year,
    term: row.term,
    parent_course: row.parentCourseId,
    is_active: row.isActive,
    is_archived: row.isArchived,
    max_group_size: row.maxGroupSize,
    preference_release: row.preferenceRelease,
    project_preference_form: row.projectPreferenceForm,
  };
}

/** The answer of `PUT /api/subcourse/update/{id}`. */
export function presentSettings(row: SubcourseRow): SubcourseSettingsResponse {
  return {
    name: row.name,
    code: row.code,
    term: row.term,
    max_group_size: row.maxGroupSize,
    client_questionnaire: row.clientQuestionnaire,
    project_preference_form: row.projectPreferenceForm,
    preference_release: row.preferenceRelease,
  };
}
