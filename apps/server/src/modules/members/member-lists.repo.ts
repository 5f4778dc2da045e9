import { and, asc, count, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clients,
  courseClients,
  enrolments,
  projectClients,
  projects,
  staff,
  staffMemberships,
  subcourseProjects,
} from '../../db/schema';

export async function listSubcourseStaff(db: DbOrTx, subcourseId: string) {
  return db
    .select({
      id: staff.id,
      name: staff.name,
      email: staff.email,
      role: staffMemberships.role,
      tutorials: staffMemberships.tutorials,
    })
    .from(staffMemberships)
    .innerJoin(staff, eq(staff.id, staffMemberships.staffId))
    .where(eq(staffMemberships.subcourseId, subcourseId));
}

export type SubcourseStaffRow = Awaited<ReturnType<typeof listSubcourseStaff>>[number];

/** Clients that applied to the parent course, sorted by name. */
export async function listCourseClients(db: DbOrTx, courseId: string) {
  return db
    .select({
      id: clients.id,
      name: clients.name,
      email: clients.email,
      companyName: clients.companyName,
      isVerified: clients.isVerified,
    })
    .from(courseClients)
    .innerJoin(clients, eq(clients.id, courseClients.clientId))
    .where(eq(courseClients.courseId, courseId))
    .orderBy(asc(clients.name), asc(clients.id));
}
export type CourseClientRow = Awaited<ReturnType<typeof listCourseClients>>[number];

/** The projects of S (its list, or available in it) owned by each of the clients. */
export async function listClientProjectsInSubcourse(
  db: DbOrTx,
  subcourseId: string,
  clientIds: string[],
) {
  if (clientIds.length === 0) return [];
  const inSubcourse = db
    .select({ id: subcourseProjects.projectId })
    .from(subcourseProjects)
    .where(eq(subcourseProjects.subcourseId, subcourseId));
  return db
    .selectDistinct({
      clientId: projectClients.clientId,
      id: projects.id,
      name: projects.name,
      projNo: projects.projNo,
    })
    .from(projectClients)
    .innerJoin(projects, eq(projects.id, projectClients.projectId))
    .where(
      and(
        inArray(projectClients.clientId, clientIds),
        or(eq(projects.subcourseId, subcourseId), inArray(projects.id, inSubcourse)),
      ),
    )
    .orderBy(asc(projects.projNo));
}

export async function countUnallocatedStudents(db: DbOrTx, subcourseId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(enrolments)
    .where(and(eq(enrolments.subcourseId, subcourseId), isNull(enrolments.groupId)));
  return row?.n ?? 0;
}
