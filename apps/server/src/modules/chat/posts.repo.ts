import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { AccountType } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { pins, posts, replies } from '../../db/schema';

const postColumns = {
  id: posts.id,
  creatorType: posts.creatorType,
  creatorId: posts.creatorId,
  title: posts.title,
  content: posts.content,
  category: posts.category,
  createdAt: posts.createdAt,
};
export type PostRow = Omit<typeof posts.$inferSelect, 'channelId' | 'seq'>;

const replyColumns = {
  id: replies.id,
  postId: replies.postId,
  creatorType: replies.creatorType,
  creatorId: replies.creatorId,
  content: replies.content,
  createdAt: replies.createdAt,
};

export async function insertPost(
  db: DbOrTx,
  values: {
    channelId: string;
    creatorType: AccountType;
    creatorId: string;
    title: string | null;
    content: string;
    category: string | null;
  },
): Promise<PostRow> {
  const [row] = await db.insert(posts).values(values).returning(postColumns);
  return row!;
}

export async function insertReply(
  db: DbOrTx,
  values: { postId: string; creatorType: AccountType; creatorId: string; content: string },
) {
  const [row] = await db.insert(replies).values(values).returning(replyColumns);
  return row!;
}

/** A top-level post of the channel, or undefined (another channel's post is not found). */
export async function findChannelPost(db: DbOrTx, channelId: string, postId: string) {
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.channelId, channelId)))
    .limit(1);
  return row;
}

/** The channel's posts, oldest first, and all their replies, oldest first. */
export async function listConversation(db: DbOrTx, channelId: string) {
  const postRows = await db
    .select(postColumns)
    .from(posts)
    .where(eq(posts.channelId, channelId))
    .orderBy(asc(posts.seq));
  const replyRows =
    postRows.length === 0
      ? []
      : await db
          .select(replyColumns)
          .from(replies)
          .innerJoin(posts, eq(posts.id, replies.postId))
          .where(eq(posts.channelId, channelId))
          .orderBy(asc(replies.seq));
  const pinned = await db
    .select({ postId: pins.postId })
    .from(pins)
    .where(eq(pins.channelId, channelId));
  return { postRows, replyRows, pinned: new Set(pinned.map((row) => row.postId)) };
}

/** The insertion order of a top-level post of the channel: the cursor of a history page. */
export async function findPostSeq(db: DbOrTx, channelId: string, postId: string) {
  const [row] = await db
    .select({ seq: posts.seq })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.channelId, channelId)))
    .limit(1);
  return row?.seq;
}

/**
 * One page of history: the newest `limit` posts inserted before `beforeSeq` (or the newest), oldest
 * first, with only their own replies and pins. The order is the insertion order of the full answer
 * (`seq`, unique, so equal timestamps still have a fixed order), read backwards along the
 * (channel_id, seq) index; one row past the page tells whether more remain.
 */
export async function listConversationPage(
  db: DbOrTx,
  channelId: string,
  limit: number,
  beforeSeq: number | undefined,
) {
  const newestFirst = await db
    .select(postColumns)
    .from(posts)
    .where(
      and(
        eq(posts.channelId, channelId),
        beforeSeq === undefined ? undefined : lt(posts.seq, beforeSeq),
      ),
    )
    .orderBy(desc(posts.seq))
    .limit(limit + 1);
  const hasMore = newestFirst.length > limit;
  const postRows = newestFirst.slice(0, limit).reverse();
  const ids = postRows.map((row) => row.id);
  if (ids.length === 0) return { postRows, replyRows: [], pinned: new Set<string>(), hasMore };
  const replyRows = await db
    .select(replyColumns)
    .from(replies)
    .where(inArray(replies.postId, ids))
    .orderBy(asc(replies.seq));
  const pinned = await db
    .select({ postId: pins.postId })
    .from(pins)
    .where(inArray(pins.postId, ids));
  return { postRows, replyRows, pinned: new Set(pinned.map((row) => row.postId)), hasMore };
}

/** Pins a post once, however often asked (the primary key is the post). */
export async function pinPost(db: DbOrTx, channelId: string, postId: string) {
  await db.insert(pins).values({ channelId, postId }).onConflictDoNothing();
}

export async function unpinPost(db: DbOrTx, channelId: string, postId: string) {
  await db.delete(pins).where(and(eq(pins.channelId, channelId), eq(pins.postId, postId)));
}

export async function isPinned(db: DbOrTx, channelId: string, postId: string) {
  const rows = await db
    .select({ postId: pins.postId })
    .from(pins)
    .where(and(eq(pins.channelId, channelId), eq(pins.postId, postId)))
    .limit(1);
  return rows.length > 0;
}

/** The channel's pinned posts, newest pin first. */
export async function listPinnedPosts(db: DbOrTx, channelId: string) {
  return db
    .select(postColumns)
    .from(pins)
    .innerJoin(posts, eq(posts.id, pins.postId))
    .where(eq(pins.channelId, channelId))
    .orderBy(desc(pins.seq));
}

/** Everyone who ever posted or replied in the channel, members or not any more. */
export async function listChannelAuthors(db: DbOrTx, channelId: string) {
  const postAuthors = await db
    .selectDistinct({ type: posts.creatorType, id: posts.creatorId })
    .from(posts)
    .where(eq(posts.channelId, channelId));
  const replyAuthors = await db
    .selectDistinct({ type: replies.creatorType, id: replies.creatorId })
    .from(replies)
    .where(
      inArray(
        replies.postId,
        db.select({ id: posts.id }).from(posts).where(eq(posts.channelId, channelId)),
      ),
    );
  return [...postAuthors, ...replyAuthors];
}
