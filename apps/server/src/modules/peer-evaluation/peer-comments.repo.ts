import { aliasedTable, and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groups, peerComments, peerRoundMembers, students } from '../../db/schema';

// Both joins are left joins: drizzle types two aliases of one table as one, and an inner and a
// left join of it would contradict each other. The author always exists (a foreign key).
const author = aliasedTable(students, 'peer_comment_author');
const target = aliasedTable(students, 'peer_comment_target');

const commentColumns = {
  id: peerComments.id,
  kind: peerComments.kind,
  groupId: groups.id,
  groupName: groups.name,
  tutorial: groups.tutorial,
  authorId: peerComments.authorId,
  authorName: sql<string>`coalesce(${author.name}, '')`,
  targetId: target.id,
  targetName: target.name,
  text: peerComments.text,
  hidden: peerComments.hidden,
  hiddenReason: peerComments.hiddenReason,
};

/** The round's comments with their author's snapshot group; `commentId` narrows to one. */
function selectComments(db: DbOrTx, roundId: string, commentId?: string) {
  return db
    .select(commentColumns)
    .from(peerComments)
    .leftJoin(author, eq(author.id, peerComments.authorId))
    .leftJoin(target, eq(target.id, peerComments.targetId))
    .innerJoin(
      peerRoundMembers,
      and(
        eq(peerRoundMembers.roundId, peerComments.roundId),
        eq(peerRoundMembers.studentId, peerComments.authorId),
      ),
    )
    .innerJoin(groups, eq(groups.id, peerRoundMembers.groupId))
    .where(
      and(
        eq(peerComments.roundId, roundId),
        commentId === undefined ? undefined : eq(peerComments.id, commentId),
      ),
    );
}

/** Every comment of the round. */
export async function listRoundComments(db: DbOrTx, roundId: string) {
  return selectComments(db, roundId);
}
export type CommentRecord = Awaited<ReturnType<typeof listRoundComments>>[number];

/** One comment of the round, or undefined (also for a comment of another round). */
export async function findComment(db: DbOrTx, roundId: string, commentId: string) {
  const [row] = await selectComments(db, roundId, commentId);
  return row;
}

export async function setHidden(
  db: DbOrTx,
  commentId: string,
  hidden: { reason: string; by: string; at: Date } | null,
) {
  await db
    .update(peerComments)
    .set({
      hidden: hidden !== null,
      hiddenReason: hidden?.reason ?? null,
      hiddenBy: hidden?.by ?? null,
      hiddenAt: hidden?.at ?? null,
    })
    .where(eq(peerComments.id, commentId));
}
