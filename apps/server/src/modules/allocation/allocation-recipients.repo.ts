import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients, enrolments, projectClients, projects, students } from '../../db/schema';

/** Members of these groups of S, with what their email needs. */
export async function listGroupMembersToTell(db: DbOrTx, subcourseId: string, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({
      id: students.id,
      groupId: enrolments.groupId,
      name: students.name,
      email: students.email,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(and(eq(enrolments.subcourseId, subcourseId), inArray(enrolments.groupId, groupIds)));
}

/** Clients of these projects, with the project's name. */
export async function listProjectClientsToTell(db: DbOrTx, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({
      projectId: projectClients.projectId,
      projectName: projects.name,
      id: clients.id,
      name: clients.name,
      email: clients.email,
    })
    .from(projectClients)
    .innerJoin(clients, eq(clients.id, projectClients.clientId))
    .innerJoin(projects, eq(projects.id, projectClients.projectId))
    .where(inArray(projectClients.projectId, projectIds));
}
