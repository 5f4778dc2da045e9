import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enrolments, groups, projects, students, subcourses } from '../../db/schema';
import { projectCardColumns } from '../clients/client-projects.repo';

/** Everything a group view or rule needs, with S's size limit and release flag. */
const groupColumns = {
  id: groups.id,
  subcourseId: groups.subcourseId,
  name: groups.name,
  tutorial: groups.tutorial,
  leadId: groups.leadId,
  bio: groups.bio,
  goal: groups.goal,
  projectId: groups.projectId,
  projectName: projects.name,
  draftAlloc: groups.draftAlloc,
  projPreferences: groups.projPreferences,
  topicPreferences: groups.topicPreferences,
  isDraft: groups.isDraft,
  links: groups.links,
  maxGroupSize: subcourses.maxGroupSize,
  preferenceRelease: subcourses.preferenceRelease,
};
export type GroupRecord = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

/** One group with its subcourse's settings and published project; undefined when unknown. */
export async function findGroup(db: DbOrTx, groupId: string) {
  const [row] = await db
    .select(groupColumns)
    .from(groups)
    .innerJoin(subcourses, eq(subcourses.id, groups.subcourseId))
    .leftJoin(projects, eq(projects.id, groups.projectId))
    .where(eq(groups.id, groupId))
    .limit(1);
  return row;
}

/**
 * The group row, locked until the transaction ends: every join, leave, lead change and link
 * add of one group queues here, so each sees the previous one's outcome. `no key update` still
 * lets other writers check foreign keys that point at the group.
 */
export async function lockGroup(db: DbOrTx, groupId: string) {
  const [row] = await db
    .select(groupColumns)
    .from(groups)
    .innerJoin(subcourses, eq(subcourses.id, groups.subcourseId))
    .leftJoin(projects, eq(projects.id, groups.projectId))
    .where(eq(groups.id, groupId))
    .limit(1)
    .for('no key update', { of: groups });
  return row;
}

/**
 * The caller's enrolment, locked until the transaction ends: one student's concurrent joins
 * queue here, so the second sees the group the first one set.
 */
export async function lockEnrolment(db: DbOrTx, subcourseId: string, studentId: string) {
  const [row] = await db
    .select({ tutorial: enrolments.tutorial, groupId: enrolments.groupId })
    .from(enrolments)
    .where(and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.studentId, studentId)))
    .for('update');
  return row;
}

/** The caller's group in S, or null. */
export async function findCallerGroupId(db: DbOrTx, subcourseId: string, studentId: string) {
  const [row] = await db
    .select({ groupId: enrolments.groupId })
    .from(enrolments)
    .where(and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.studentId, studentId)));
  return row?.groupId ?? null;
}

export async function setEnrolmentGroup(
  db: DbOrTx,
  subcourseId: string,
  studentId: string,
  groupId: string | null,
) {
  await db
    .update(enrolments)
    .set({ groupId })
    .where(and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.studentId, studentId)));
}

const memberColumns = {
  groupId: enrolments.groupId,
  id: students.id,
  name: students.name,
  zid: students.zid,
  email: students.email,
  tutorial: enrolments.tutorial,
};
export type MemberRecord = {
  groupId: string | null;
  id: string;
  name: string;
  zid: string;
  email: string;
  tutorial: string | null;
};

/** Members of one group, by name. */
export async function listGroupMembers(db: DbOrTx, subcourseId: string, groupId: string) {
  return db
    .select(memberColumns)
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.groupId, groupId)))
    .orderBy(asc(students.name), asc(students.id));
}

/** Every student of S who is in a group, by name. */
export async function listSubcourseGroupMembers(db: DbOrTx, subcourseId: string) {
  return db
    .select(memberColumns)
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(and(eq(enrolments.subcourseId, subcourseId), isNotNull(enrolments.groupId)))
    .orderBy(asc(students.name), asc(students.id));
}

/** The groups of S with their published project's name. */
export async function listGroups(db: DbOrTx, subcourseId: string) {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      tutorial: groups.tutorial,
      leadId: groups.leadId,
      bio: groups.bio,
      goal: groups.goal,
      projectId: groups.projectId,
      projectName: projects.name,
    })
    .from(groups)
    .leftJoin(projects, eq(projects.id, groups.projectId))
    .where(eq(groups.subcourseId, subcourseId));
}

export async function findMaxGroupSize(db: DbOrTx, subcourseId: string) {
  const [row] = await db
    .select({ maxGroupSize: subcourses.maxGroupSize })
    .from(subcourses)
    .where(eq(subcourses.id, subcourseId));
  return row?.maxGroupSize ?? 0;
}

/** How many students are in the group (read after locking the group row). */
export async function countMembers(db: DbOrTx, subcourseId: string, groupId: string) {
  const rows = await db
    .select({ id: enrolments.studentId })
    .from(enrolments)
    .where(and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.groupId, groupId)));
  return rows.length;
}

/** Whether the student is a member of the group. */
export async function isMemberOfGroup(
  db: DbOrTx,
  subcourseId: string,
  groupId: string,
  studentId: string,
) {
  const rows = await db
    .select({ id: enrolments.studentId })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.subcourseId, subcourseId),
        eq(enrolments.groupId, groupId),
        eq(enrolments.studentId, studentId),
      ),
    );
  return rows.length > 0;
}

export async function setLead(db: DbOrTx, groupId: string, leadId: string) {
  await db.update(groups).set({ leadId }).where(eq(groups.id, groupId));
}

/** Clears the lead only if it is still this student. */
export async function clearLeadIf(db: DbOrTx, groupId: string, studentId: string) {
  await db
    .update(groups)
    .set({ leadId: null })
    .where(and(eq(groups.id, groupId), eq(groups.leadId, studentId)));
}

export async function setBio(db: DbOrTx, groupId: string, bio: string, goal: string) {
  await db.update(groups).set({ bio, goal }).where(eq(groups.id, groupId));
}

export async function setLinks(
  db: DbOrTx,
  groupId: string,
  links: { name: string; url: string }[],
) {
  await db.update(groups).set({ links }).where(eq(groups.id, groupId));
}

/** Cards of the listed projects of S's parent course, whatever their status. */
export async function listProjectCardsById(db: DbOrTx, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return db.select(projectCardColumns).from(projects).where(inArray(projects.id, projectIds));
}
