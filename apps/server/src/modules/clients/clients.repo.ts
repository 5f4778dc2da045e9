import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  channelMembers,
  channels,
  clients,
  courseClients,
  courses,
  projectClients,
  projects,
  staffMemberships,
  subcourseClients,
  subcourses,
  type ClientProjectGroups,
} from '../../db/schema';

/** Staff memberships of `staffId` in subcourses of the course in the outer query. */
const membershipInCourse = (db: DbOrTx, staffId: string, role?: 'course admin') =>
  db
    .select({ one: sql`1` })
    .from(staffMemberships)
    .innerJoin(subcourses, eq(subcourses.id, staffMemberships.subcourseId))
    .where(
      and(
        eq(subcourses.parentCourseId, courses.id),
        eq(staffMemberships.staffId, staffId),
        role ? eq(staffMemberships.role, role) : undefined,
      ),
    );

/**
 * The courses the client applied to, each with how `staffId` relates to it: course admin
 * (owner, or course admin of one of its subcourses) or any staff role.
 */
export async function listClientCoursesForStaff(db: DbOrTx, clientId: string, staffId: string) {
  const rows = await db
    .select({
      id: courses.id,
      code: courses.code,
      name: courses.name,
      isOwner: sql<boolean>`${courses.ownerId} = ${staffId}`,
      isCourseAdmin: exists(membershipInCourse(db, staffId, 'course admin')),
      isStaff: exists(membershipInCourse(db, staffId)),
    })
    .from(courseClients)
    .innerJoin(courses, eq(courses.id, courseClients.courseId))
    .where(eq(courseClients.clientId, clientId))
    .orderBy(asc(courses.code));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    isAdmin: !!row.isOwner || !!row.isCourseAdmin,
    isStaff: !!row.isOwner || !!row.isStaff,
  }));
}
export type ClientCourseForStaff = Awaited<ReturnType<typeof listClientCoursesForStaff>>[number];

/** The client row, locked so a concurrent verify and reject are decided one after the other. */
export async function lockClient(db: DbOrTx, clientId: string) {
  const [row] = await db
    .select({
      id: clients.id,
      name: clients.name,
      email: clients.email,
      isVerified: clients.isVerified,
    })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for('update');
  return row;
}

/** Verifies the client if it is not yet; the row comes back only when this call changed it. */
export async function markVerified(db: DbOrTx, clientId: string) {
  const [row] = await db
    .update(clients)
    .set({ isVerified: true })
    .where(and(eq(clients.id, clientId), eq(clients.isVerified, false)))
    .returning({ id: clients.id, name: clients.name, email: clients.email });
  return row;
}

/**
 * Takes the client out of `courseIds` (`PUT /api/admin/client/reject`): its applications, its place
 * in their subcourses and their channels, and its submitted projects there go back to draft.
 */
export async function removeClientFromCourses(db: DbOrTx, clientId: string, courseIds: string[]) {
  if (courseIds.length === 0) return;
  const courseSubcourses = db
    .select({ id: subcourses.id })
    .from(subcourses)
    .where(inArray(subcourses.parentCourseId, courseIds));
  await db
    .delete(courseClients)
    .where(and(eq(courseClients.clientId, clientId), inArray(courseClients.courseId, courseIds)));
  await db
    .delete(subcourseClients)
    .where(
      and(
        eq(subcourseClients.clientId, clientId),
        inArray(subcourseClients.subcourseId, courseSubcourses),
      ),
    );
  await db
    .delete(channelMembers)
    .where(
      and(
        eq(channelMembers.accountType, 'client'),
        eq(channelMembers.accountId, clientId),
        inArray(
          channelMembers.channelId,
          db
            .select({ id: channels.id })
            .from(channels)
            .where(inArray(channels.subcourseId, courseSubcourses)),
        ),
      ),
    );
  await db
    .update(projects)
    .set({ status: 'draft' })
    .where(
      and(
        eq(projects.status, 'submitted'),
        inArray(projects.courseId, courseIds),
        inArray(
          projects.id,
          db
            .select({ id: projectClients.projectId })
            .from(projectClients)
            .where(eq(projectClients.clientId, clientId)),
        ),
      ),
    );
}

/** Another client already holds `email`. */
export async function isClientEmailTaken(db: DbOrTx, email: string, exceptId: string) {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.email, email), sql`${clients.id} <> ${exceptId}`))
    .limit(1);
  return rows.length > 0;
}

export interface ClientProfileChanges {
  name: string;
  email: string;
  phone?: string;
  companyName?: string;
  companyIndustry?: string;
  companyAbn?: string;
  contactHours?: string;
  companyBrief?: string;
  companyAddress?: string;
  wishlist?: ClientProjectGroups[];
  preferences?: ClientProjectGroups[];
}

export async function updateClientProfile(
  db: DbOrTx,
  clientId: string,
  changes: ClientProfileChanges,
) {
  await db.update(clients).set(changes).where(eq(clients.id, clientId));
}
