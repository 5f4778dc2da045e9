import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  allocationLogs,
  changeRequests,
  channels,
  enrolments,
  groups,
  posts,
  replies,
} from '../../db/schema';
import { leaveGroup, leaveSubcourseChannels } from '../members/members.repo';
import { leavePeerRounds } from '../peer-evaluation/leave-peer-rounds.repo';
import { erasePersonMail } from './erase-mail.repo';

/**
 * Erases what offering S holds about a student (the staff erasure), and nothing else: the account,
 * its sign-in and every other offering's records stay as they are.
 *
 * - the enrolment in S with its wishlist, rankings and pitches, and the group place and lead
 *   role in S (a removal took them already; this holds if it ever did not);
 * - their name on the change requests they made in S (each stays its group's, with its reason);
 * - their place in S's peer evaluations, with what they rated and wrote and what they were
 *   sent (released rounds keep the numbers, not the texts: `leavePeerRounds`);
 * - channel places in S;
 * - their posts and replies in S's channels stay for the others' sake but no longer point at the
 *   account: they move to one new author id per erasure that belongs to no account, which the
 *   channel shows as "Deleted user" (the account keeps its name elsewhere, so renaming it, as an
 *   account deletion does, is not an option);
 * - S's allocation log stops listing them among the unallocated;
 * - S's mail to them or about them (`erasePersonMail` limited to S).
 *
 * Answers counts for the audit event.
 */
export async function eraseStudentInOffering(
  db: DbOrTx,
  subcourseId: string,
  person: { id: string; name: string; email: string },
) {
  const { id } = person;
  const places = await db
    .delete(enrolments)
    .where(and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.studentId, id)))
    .returning({ groupId: enrolments.groupId });
  for (const { groupId } of places) if (groupId) await leaveGroup(db, groupId, id);
  await db
    .update(groups)
    .set({ leadId: null })
    .where(and(eq(groups.subcourseId, subcourseId), eq(groups.leadId, id)));
  await db
    .update(changeRequests)
    .set({ requestedBy: null })
    .where(and(eq(changeRequests.subcourseId, subcourseId), eq(changeRequests.requestedBy, id)));

  await leavePeerRounds(db, id, subcourseId);

  const channelsOfS = db
    .select({ id: channels.id })
    .from(channels)
    .where(eq(channels.subcourseId, subcourseId));
  await leaveSubcourseChannels(db, subcourseId, 'student', id);
  const author = `erased-${randomUUID()}`;
  const movedPosts = await db
    .update(posts)
    .set({ creatorId: author })
    .where(
      and(
        eq(posts.creatorType, 'student'),
        eq(posts.creatorId, id),
        inArray(posts.channelId, channelsOfS),
      ),
    )
    .returning({ id: posts.id });
  const postsOfS = db
    .select({ id: posts.id })
    .from(posts)
    .where(inArray(posts.channelId, channelsOfS));
  const movedReplies = await db
    .update(replies)
    .set({ creatorId: author })
    .where(
      and(
        eq(replies.creatorType, 'student'),
        eq(replies.creatorId, id),
        inArray(replies.postId, postsOfS),
      ),
    )
    .returning({ id: replies.id });

  await db
    .update(allocationLogs)
    .set({ unallocated: sql`${allocationLogs.unallocated} - ${id}::text` })
    .where(
      and(
        eq(allocationLogs.subcourseId, subcourseId),
        sql`${allocationLogs.unallocated} @> ${JSON.stringify([id])}::jsonb`,
      ),
    );
  const mails = await erasePersonMail(db, { type: 'student', ...person }, subcourseId);
  return {
    enrolments: places.length,
    posts: movedPosts.length,
    replies: movedReplies.length,
    mails_deleted: mails.deleted,
    mails_redacted: mails.redacted,
  };
}
