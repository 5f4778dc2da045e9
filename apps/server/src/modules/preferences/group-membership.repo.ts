import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enrolments, groups, students, subcourses } from '../../db/schema';
import type { Actor } from '../../lib/context';

/**
 * One group with the facts its preference routes decide on: its subcourse's release flag and
 * topic form, and whether the caller is one of its members (membership is the enrolment's
 * `group_id`). `lock` takes the group row for the rest of the transaction, so a lead's write and
 * the final submit that locks the group cannot interleave.
 */
export async function findGroupForCaller(
  db: DbOrTx,
  actor: Pick<Actor, 'type' | 'id'>,
  groupId: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({
      id: groups.id,
      subcourseId: groups.subcourseId,
      leadId: groups.leadId,
      isDraft: groups.isDraft,
      projPreferences: groups.projPreferences,
      topicPreferences: groups.topicPreferences,
      preferenceRelease: subcourses.preferenceRelease,
      projectPreferenceForm: subcourses.projectPreferenceForm,
      callerIsMember: sql<boolean>`${enrolments.studentId} is not null`,
    })
    .from(groups)
    .innerJoin(subcourses, eq(subcourses.id, groups.subcourseId))
    .leftJoin(
      enrolments,
      and(
        eq(enrolments.subcourseId, groups.subcourseId),
        eq(enrolments.studentId, actor.type === 'student' ? actor.id : ''),
        eq(enrolments.groupId, groups.id),
      ),
    )
    .where(eq(groups.id, groupId))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: groups }) : await query;
  return row;
}
export type GroupForCaller = NonNullable<Awaited<ReturnType<typeof findGroupForCaller>>>;

/** The group's members in S with their wishlists and individual rankings, by name. */
export async function listGroupMembers(db: DbOrTx, groupId: string) {
  return db
    .select({
      id: students.id,
      name: students.name,
      wishlist: enrolments.wishlist,
      preferences: enrolments.preferences,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(eq(enrolments.groupId, groupId))
    .orderBy(students.name, students.id);
}
