import { and, asc, count, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  allocationLogs,
  channels,
  emailOutbox,
  enrolments,
  groups,
  peerRounds,
  posts,
  retentionReviews,
  staffMemberships,
  subcourses,
} from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The key of the transaction-level advisory lock the retention job holds: with several
 * processes on one PostgreSQL database, one of them runs a round and the others skip it.
 */
export const RETENTION_LOCK_SQL = sql`hashtext('capstone_retention_job')`;

/** Takes the job's lock for the rest of the transaction; false when another holds it. */
export async function tryRetentionLock(db: DbOrTx) {
  const result = await db.execute(
    sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_SQL}) as locked`,
  );
  const [lock] = (result as { rows?: { locked: boolean }[] }).rows ?? [];
  return lock?.locked === true;
}

/** The course of each of these offerings, by offering id. */
export async function parentCoursesOf(db: DbOrTx, subcourseIds: string[]) {
  const rows = await db
    .select({ id: subcourses.id, parentCourseId: subcourses.parentCourseId })
    .from(subcourses)
    .where(inArray(subcourses.id, subcourseIds));
  return new Map(rows.map((row) => [row.id, row.parentCourseId]));
}

/** An offering is due once it has been archived this long. */
export const dueCutoff = (now: Date, retentionDays: number) =>
  new Date(now.getTime() - retentionDays * DAY_MS);

/**
 * Archived offerings whose retention ran out and that have no review yet: archived before
 * `cutoff`. An offering archived before `archived_at` existed got it from the migration.
 */
export async function listNewlyDue(db: DbOrTx, cutoff: Date) {
  return db
    .select({ id: subcourses.id, parentCourseId: subcourses.parentCourseId })
    .from(subcourses)
    .leftJoin(retentionReviews, eq(retentionReviews.subcourseId, subcourses.id))
    .where(
      and(
        eq(subcourses.isArchived, true),
        isNotNull(subcourses.archivedAt),
        lte(subcourses.archivedAt, cutoff),
        isNull(retentionReviews.subcourseId),
      ),
    )
    .orderBy(asc(subcourses.archivedAt), asc(subcourses.id));
}

/** Inserts reviews for these offerings; an offering that has one already keeps it. */
export async function insertReviews(db: DbOrTx, subcourseIds: string[], now: Date) {
  if (subcourseIds.length === 0) return [];
  const rows = await db
    .insert(retentionReviews)
    .values(subcourseIds.map((subcourseId) => ({ subcourseId, dueSince: now })))
    .onConflictDoNothing()
    .returning({ subcourseId: retentionReviews.subcourseId });
  return rows.map((row) => row.subcourseId);
}

/**
 * Postponements that ran out and were not marked due again: due again from `now`. The date
 * and reason of the postponement stay, so the dashboard can say it was postponed before.
 */
export async function remarkExpiredPostponements(db: DbOrTx, now: Date) {
  const rows = await db
    .update(retentionReviews)
    .set({ dueSince: now })
    .where(
      and(
        isNull(retentionReviews.erasedAt),
        isNotNull(retentionReviews.postponedUntil),
        lte(retentionReviews.postponedUntil, now),
        // Postponed after it was last marked due: not marked again since.
        isNotNull(retentionReviews.decidedAt),
        lte(retentionReviews.dueSince, retentionReviews.decidedAt),
      ),
    )
    .returning({ subcourseId: retentionReviews.subcourseId });
  return rows.map((row) => row.subcourseId);
}

/** A review is open when the data is not erased and no postponement reaches past `now`. */
const isOpen = (now: Date) =>
  and(
    isNull(retentionReviews.erasedAt),
    or(isNull(retentionReviews.postponedUntil), lte(retentionReviews.postponedUntil, now)),
  );

/** Open reviews of the offerings where the staff member is a course admin, oldest first. */
export async function listDueForCourseAdmin(db: DbOrTx, staffId: string, now: Date) {
  return db
    .select({
      subcourseId: subcourses.id,
      code: subcourses.code,
      name: subcourses.name,
      term: subcourses.term,
      year: subcourses.year,
      archivedAt: subcourses.archivedAt,
      dueSince: retentionReviews.dueSince,
      postponedUntil: retentionReviews.postponedUntil,
      students:
        sql<number>`(select count(*) from ${enrolments} where ${enrolments.subcourseId} = ${subcourses.id})`.mapWith(
          Number,
        ),
      groups:
        sql<number>`(select count(*) from ${groups} where ${groups.subcourseId} = ${subcourses.id})`.mapWith(
          Number,
        ),
      posts:
        sql<number>`(select count(*) from ${posts} inner join ${channels} on ${channels.id} = ${posts.channelId} where ${channels.subcourseId} = ${subcourses.id})`.mapWith(
          Number,
        ),
    })
    .from(retentionReviews)
    .innerJoin(subcourses, eq(subcourses.id, retentionReviews.subcourseId))
    .innerJoin(
      staffMemberships,
      and(
        eq(staffMemberships.subcourseId, subcourses.id),
        eq(staffMemberships.staffId, staffId),
        eq(staffMemberships.role, 'course admin'),
      ),
    )
    .where(isOpen(now))
    .orderBy(asc(subcourses.archivedAt), asc(subcourses.code), asc(subcourses.id));
}
export type DueRow = Awaited<ReturnType<typeof listDueForCourseAdmin>>[number];

/** S's review, locked for the rest of the transaction, when it is open (due now). */
export async function lockOpenReview(db: DbOrTx, subcourseId: string, now: Date) {
  const [row] = await db
    .select()
    .from(retentionReviews)
    .where(and(eq(retentionReviews.subcourseId, subcourseId), isOpen(now)))
    .for('update')
    .limit(1);
  return row;
}

const deletedCount = async (rows: Promise<unknown[]>) => (await rows).length;

/**
 * Deletes the personal data of offering S: its enrolments (tutorials, groups, wishlists,
 * preferences), its groups (names, bios, goals, links, answers and the ranked pitches), its
 * channels with their members, posts, replies and pins, its allocation log (who was left out), its
 * peer evaluations (ratings, comments, marks) and the mail about it. The offering, its staff, its projects and clients stay. Returns how many rows
 * of each went, for the audit event.
 */
export async function eraseOfferingData(db: DbOrTx, subcourseId: string) {
  const channelIds = db
    .select({ id: channels.id })
    .from(channels)
    .where(eq(channels.subcourseId, subcourseId));
  const [{ n: postCount } = { n: 0 }] = await db
    .select({ n: count() })
    .from(posts)
    .where(inArray(posts.channelId, channelIds));
  // Enrolments first: they point at groups (set null) that go next.
  const students = await deletedCount(
    db
      .delete(enrolments)
      .where(eq(enrolments.subcourseId, subcourseId))
      .returning({ id: enrolments.studentId }),
  );
  // Channels cascade to their members, posts, replies and pins; group channels would go with
  // their groups anyway.
  const channelCount = await deletedCount(
    db.delete(channels).where(eq(channels.subcourseId, subcourseId)).returning({ id: channels.id }),
  );
  const groupCount = await deletedCount(
    db.delete(groups).where(eq(groups.subcourseId, subcourseId)).returning({ id: groups.id }),
  );
  const logCount = await deletedCount(
    db
      .delete(allocationLogs)
      .where(eq(allocationLogs.subcourseId, subcourseId))
      .returning({ id: allocationLogs.id }),
  );
  // Rounds cascade to their snapshot, submissions, ratings, comments and marks.
  const peerRoundCount = await deletedCount(
    db
      .delete(peerRounds)
      .where(eq(peerRounds.subcourseId, subcourseId))
      .returning({ id: peerRounds.id }),
  );
  const mailCount = await deletedCount(
    db
      .delete(emailOutbox)
      .where(eq(emailOutbox.subcourseId, subcourseId))
      .returning({ id: emailOutbox.id }),
  );
  return {
    students,
    groups: groupCount,
    channels: channelCount,
    posts: postCount,
    allocation_logs: logCount,
    peer_rounds: peerRoundCount,
    mails: mailCount,
  };
}

export async function markErased(db: DbOrTx, subcourseId: string, staffId: string, now: Date) {
  await db
    .update(retentionReviews)
    .set({ erasedAt: now, decidedBy: staffId, decidedAt: now })
    .where(eq(retentionReviews.subcourseId, subcourseId));
}

export async function markPostponed(
  db: DbOrTx,
  subcourseId: string,
  values: { until: Date; reason: string; staffId: string; now: Date },
) {
  await db
    .update(retentionReviews)
    .set({
      postponedUntil: values.until,
      reason: values.reason,
      decidedBy: values.staffId,
      decidedAt: values.now,
    })
    .where(eq(retentionReviews.subcourseId, subcourseId));
}
