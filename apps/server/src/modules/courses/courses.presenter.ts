import type { CourseCard, CourseDetails } from '@capstone/contracts';
import type { CourseCardRow, CourseRow } from './courses.repo';

/** `CourseCard`; `is_client` only when the caller is a client. */
export function presentCourseCard(row: CourseCardRow, isClient?: boolean): CourseCard {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    description: row.description,
    color: row.color,
    terms: row.terms,
    term_dates: row.termDates,
    is_archived: row.isArchived,
    ...(isClient === undefined ? {} : { is_client: isClient }),
  };
}

/** The staff-of-C extras of `GET /api/course/details/{id}`. */
export function presentCourseInternals(
  row: CourseRow,
  related: { clients: string[]; projects: string[] },
): Omit<CourseDetails, keyof CourseCard> {
  return {
    owner: row.ownerId,
    clients: related.clients,
    projects: related.projects,
    def_client_questionnaire: row.defClientQuestionnaire,
    def_project_preference_form: row.defProjectPreferenceForm,
  };
}
