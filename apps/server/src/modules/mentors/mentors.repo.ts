import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  allocationVersionEntries,
  allocationVersions,
  projects,
  staff,
  staffMemberships,
  subcourses,
} from '../../db/schema';

/**
 * Locks S (FOR NO KEY UPDATE) for a change of its mentors, quotas or minimums, with its state:
 * a publish checking quotas runs before or after the change, never beside it.
 */
export async function lockOfferingForSettings(db: DbOrTx, subcourseId: string) {
  const [row] = await db
    .select({ id: subcourses.id, isArchived: subcourses.isArchived, isActive: subcourses.isActive })
    .from(subcourses)
    .where(eq(subcourses.id, subcourseId))
    .for('no key update')
    .limit(1);
  return row;
}

const mentorsOf = (subcourseId: string) =>
  sql`exists (select 1 from ${projects} p where p.subcourse_id = ${subcourseId} and p.mentor_id = ${staffMemberships.staffId})`;

/**
 * Every staff member of S who mentors a project of S or has a quota, by name, with the quota
 * (null: no limit). Suggestions and publishes bound each mentor's projects by it.
 */
export function listMentorQuotas(db: DbOrTx, subcourseId: string) {
  return db
    .select({ staffId: staff.id, name: staff.name, quota: staffMemberships.mentorQuota })
    .from(staffMemberships)
    .innerJoin(staff, eq(staff.id, staffMemberships.staffId))
    .where(
      and(
        eq(staffMemberships.subcourseId, subcourseId),
        or(isNotNull(staffMemberships.mentorQuota), mentorsOf(subcourseId)),
      ),
    )
    .orderBy(asc(staff.name), asc(staff.id));
}
export type MentorQuota = Awaited<ReturnType<typeof listMentorQuotas>>[number];

/** One staff member of S with the quota, or undefined when the account is not staff of S. */
export async function findStaffOfSubcourse(db: DbOrTx, subcourseId: string, staffId: string) {
  const [row] = await db
    .select({ staffId: staff.id, name: staff.name, quota: staffMemberships.mentorQuota })
    .from(staffMemberships)
    .innerJoin(staff, eq(staff.id, staffMemberships.staffId))
    .where(
      and(eq(staffMemberships.subcourseId, subcourseId), eq(staffMemberships.staffId, staffId)),
    )
    .limit(1);
  return row;
}

export async function setMentorQuota(
  db: DbOrTx,
  subcourseId: string,
  staffId: string,
  quota: number | null,
) {
  await db
    .update(staffMemberships)
    .set({ mentorQuota: quota })
    .where(
      and(eq(staffMemberships.subcourseId, subcourseId), eq(staffMemberships.staffId, staffId)),
    );
}

/** The mentored projects of S, by `proj_no`. */
export function listMentoredProjects(db: DbOrTx, subcourseId: string) {
  return db
    .select({ id: projects.id, name: projects.name, mentorId: projects.mentorId })
    .from(projects)
    .where(and(eq(projects.subcourseId, subcourseId), isNotNull(projects.mentorId)))
    .orderBy(asc(projects.projNo), asc(projects.id));
}

/** How many groups each project held in the latest version of S; empty before the first. */
export async function latestVersionLoads(db: DbOrTx, subcourseId: string) {
  const latest = db
    .select({ id: allocationVersions.id })
    .from(allocationVersions)
    .where(eq(allocationVersions.subcourseId, subcourseId))
    .orderBy(desc(allocationVersions.number))
    .limit(1);
  const rows = await db
    .select({
      projectId: allocationVersionEntries.projectId,
      groups: sql<number>`count(*)`.mapWith(Number),
    })
    .from(allocationVersionEntries)
    .where(
      and(
        eq(allocationVersionEntries.versionId, sql`(${latest})`),
        isNotNull(allocationVersionEntries.projectId),
      ),
    )
    .groupBy(allocationVersionEntries.projectId);
  return new Map(rows.map((row) => [row.projectId!, row.groups]));
}

/** Project P of S (its `subcourse` is S) with its allocation settings; `lock` holds its row. */
export async function findProjectOfSubcourse(
  db: DbOrTx,
  subcourseId: string,
  projectId: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({
      id: projects.id,
      name: projects.name,
      capacity: projects.capacity,
      mentorId: projects.mentorId,
      minGroups: projects.minGroups,
    })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.subcourseId, subcourseId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}
export type ProjectSettingsRow = NonNullable<Awaited<ReturnType<typeof findProjectOfSubcourse>>>;

export async function updateProjectSettings(
  db: DbOrTx,
  projectId: string,
  values: { mentorId?: string | null; minGroups?: number },
) {
  await db.update(projects).set(values).where(eq(projects.id, projectId));
}

/** A staff account's name, wherever it is staff now. */
export async function findStaffName(db: DbOrTx, staffId: string) {
  const [row] = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(eq(staff.id, staffId))
    .limit(1);
  return row;
}
