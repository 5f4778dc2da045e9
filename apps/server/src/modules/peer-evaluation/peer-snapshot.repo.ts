import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  enrolments,
  groups,
  peerRoundMembers,
  peerRounds,
  peerSubmissions,
  students,
} from '../../db/schema';

/** A round of S whose opening time has passed and whose snapshot is not taken yet. */
const dueIn = (subcourseId: string, now: Date) =>
  and(
    eq(peerRounds.subcourseId, subcourseId),
    isNull(peerRounds.snapshotAt),
    lte(peerRounds.opensAt, now),
  );

/**
 * Opens the rounds of S that are due (api.md §23.3): takes each one's snapshot, every group of S
 * with at least 2 members and those members, and stamps `snapshot_at`. Called first by every
 * §23 route on S or one of its rounds, so a round opens no later than the first request after
 * its opening time, with no job; and by creation and editing, for an opening time already past.
 *
 * Idempotent and safe side by side: the due rounds are locked and read again under the lock
 * (a second caller finds them stamped), and S's groups are share-locked, so no join or leave
 * (which lock their group) lands between reading the membership and writing the snapshot.
 * Without a due round it is one indexed read and writes nothing.
 */
export async function openDueRounds(db: DbOrTx, subcourseId: string, now: Date) {
  const due = await db
    .select({ id: peerRounds.id })
    .from(peerRounds)
    .where(dueIn(subcourseId, now))
    .limit(1);
  if (due.length === 0) return;
  await db.transaction(async (tx) => {
    const rounds = await tx
      .select({ id: peerRounds.id })
      .from(peerRounds)
      .where(dueIn(subcourseId, now))
      .orderBy(asc(peerRounds.id))
      .for('no key update');
    if (rounds.length === 0) return;
    await tx
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.subcourseId, subcourseId))
      .orderBy(asc(groups.id))
      .for('share');
    const placed = await tx
      .select({ groupId: enrolments.groupId, studentId: enrolments.studentId })
      .from(enrolments)
      .where(and(eq(enrolments.subcourseId, subcourseId), isNotNull(enrolments.groupId)));
    const byGroup = new Map<string, string[]>();
    for (const { groupId, studentId } of placed) {
      const ids = byGroup.get(groupId!) ?? [];
      ids.push(studentId);
      byGroup.set(groupId!, ids);
    }
    const members = [...byGroup].filter(([, ids]) => ids.length >= 2);
    for (const round of rounds) {
      const rows = members.flatMap(([groupId, ids]) =>
        ids.map((studentId) => ({ roundId: round.id, groupId, studentId })),
      );
      if (rows.length > 0) await tx.insert(peerRoundMembers).values(rows);
      await tx.update(peerRounds).set({ snapshotAt: now }).where(eq(peerRounds.id, round.id));
    }
  });
}

/** Everyone in the round with their snapshot group and their submission's time, if any. */
export function listRoundMembers(db: DbOrTx, roundId: string) {
  return db
    .select({
      groupId: peerRoundMembers.groupId,
      groupName: groups.name,
      tutorial: groups.tutorial,
      id: students.id,
      name: students.name,
      zid: students.zid,
      email: students.email,
      submittedAt: peerSubmissions.submittedAt,
    })
    .from(peerRoundMembers)
    .innerJoin(groups, eq(groups.id, peerRoundMembers.groupId))
    .innerJoin(students, eq(students.id, peerRoundMembers.studentId))
    .leftJoin(
      peerSubmissions,
      and(
        eq(peerSubmissions.roundId, peerRoundMembers.roundId),
        eq(peerSubmissions.raterId, peerRoundMembers.studentId),
      ),
    )
    .where(eq(peerRoundMembers.roundId, roundId));
}
export type RoundMemberRecord = Awaited<ReturnType<typeof listRoundMembers>>[number];

/**
 * The student's place in the round (snapshot group), or undefined when not in it. With `lock`,
 * the place is locked until the transaction ends, so one student's saves queue one after another.
 */
export async function findPlace(db: DbOrTx, roundId: string, studentId: string, lock?: 'update') {
  const query = db
    .select({ groupId: peerRoundMembers.groupId, groupName: groups.name })
    .from(peerRoundMembers)
    .innerJoin(groups, eq(groups.id, peerRoundMembers.groupId))
    .where(and(eq(peerRoundMembers.roundId, roundId), eq(peerRoundMembers.studentId, studentId)))
    .limit(1);
  const [row] = lock ? await query.for(lock, { of: peerRoundMembers }) : await query;
  return row;
}

/** The members of one snapshot group, with their names. */
export function listSnapshotGroup(db: DbOrTx, roundId: string, groupId: string) {
  return db
    .select({ id: students.id, name: students.name })
    .from(peerRoundMembers)
    .innerJoin(students, eq(students.id, peerRoundMembers.studentId))
    .where(and(eq(peerRoundMembers.roundId, roundId), eq(peerRoundMembers.groupId, groupId)));
}
