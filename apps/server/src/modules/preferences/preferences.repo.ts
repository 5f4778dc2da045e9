import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enrolments, groups, projects, students } from '../../db/schema';
import { projectCardColumns } from '../clients/client-projects.repo';

export type StoredPreference = { project: string; notes: string; rank: number };

const enrolment = (subcourseId: string, studentId: string) =>
  and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.studentId, studentId));

/** Cards of the projects offered to students of S right now (status available). */
export function listAvailableProjectCards(db: DbOrTx, subcourseId: string) {
  return db
    .select(projectCardColumns)
    .from(projects)
    .where(and(eq(projects.subcourseId, subcourseId), eq(projects.status, 'available')));
}

/** A student's enrolment in S; undefined when not enrolled. */
export async function findEnrolment(db: DbOrTx, subcourseId: string, studentId: string) {
  const [row] = await db
    .select({
      tutorial: enrolments.tutorial,
      groupId: enrolments.groupId,
      preferences: enrolments.preferences,
    })
    .from(enrolments)
    .where(enrolment(subcourseId, studentId));
  return row;
}

/** Replaces the student's individual ranking in S. */
export async function saveStudentPreferences(
  db: DbOrTx,
  subcourseId: string,
  studentId: string,
  preferences: StoredPreference[],
) {
  await db.update(enrolments).set({ preferences }).where(enrolment(subcourseId, studentId));
}

/** Replaces the group's ranking. */
export async function saveGroupPreferences(
  db: DbOrTx,
  groupId: string,
  preferences: StoredPreference[],
) {
  await db.update(groups).set({ projPreferences: preferences }).where(eq(groups.id, groupId));
}

/** Stores the topic answers; `lock` also makes the group's preferences final. */
export async function saveTopicPreferences(
  db: DbOrTx,
  groupId: string,
  answers: string[],
  lock: boolean,
) {
  await db
    .update(groups)
    .set({ topicPreferences: answers, ...(lock ? { isDraft: false } : {}) })
    .where(eq(groups.id, groupId));
}

/** Updates the fields of the student's own profile that were sent. */
export async function updateStudentProfile(
  db: DbOrTx,
  studentId: string,
  values: { year?: number | null; experiences?: { title: string; description: string }[] },
) {
  if (values.year === undefined && values.experiences === undefined) return;
  await db.update(students).set(values).where(eq(students.id, studentId));
}
