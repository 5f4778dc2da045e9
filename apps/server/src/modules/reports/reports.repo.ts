import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clients,
  enrolments,
  groups,
  projectClients,
  projects,
  students,
  subcourses,
} from '../../db/schema';

export async function getReportCourse(db: DbOrTx, subcourseId: string) {
  const [row] = await db
    .select({
      name: subcourses.name,
      code: subcourses.code,
      year: subcourses.year,
      term: subcourses.term,
    })
    .from(subcourses)
    .where(eq(subcourses.id, subcourseId));
  return row;
}

/** Every enrolled student with their group and its published project, if any. */
export function listReportEnrolments(db: DbOrTx, subcourseId: string) {
  return db
    .select({
      name: students.name,
      zid: students.zid,
      tutorial: enrolments.tutorial,
      group: groups.name,
      projectId: projects.id,
      project: projects.name,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .leftJoin(groups, eq(groups.id, enrolments.groupId))
    .leftJoin(projects, eq(projects.id, groups.projectId))
    .where(eq(enrolments.subcourseId, subcourseId));
}

/**
 * The first client of each project: the earliest account among its clients (the project's
 * creator comes first, co-owners after), one row per project.
 */
export function listFirstClients(db: DbOrTx, projectIds: string[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([projectClients.projectId], {
      projectId: projectClients.projectId,
      name: clients.name,
      company_name: clients.companyName,
      email: clients.email,
    })
    .from(projectClients)
    .innerJoin(clients, eq(clients.id, projectClients.clientId))
    .where(inArray(projectClients.projectId, projectIds))
    .orderBy(asc(projectClients.projectId), asc(clients.createdAt), asc(clients.id));
}
