import { CHAT_MESSAGES, type Post, type Reply } from '@capstone/contracts';
import { AppError, notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { asNotices, enqueueMails } from '../../mail/outbox.repo';
import { assertMayPost, assertMayReply } from '../../policies/chat.policy';
import { listChannelMembers, loadPeople, refKey } from './channel-members.repo';
import { memberAccess } from './channel-guard';
import { announcementMail, claimReplyMail, threadReplyMail } from './chat-mail';
import { toPost, toReply } from './chat.presenter';
import { isIdString, parseContent, parsePostInput } from './post-input';
import { findChannelPost, insertPost, insertReply } from './posts.repo';

/** Spends one of the account's 30 messages a minute, on every process. */
async function spendMessage(ctx: ServiceContext, actor: Actor) {
  try {
    await ctx.limiter.consume(`chat:${actor.type}:${actor.id}`, ctx.budgets.chatMessagesPerAccount);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) {
      throw new AppError(429, CHAT_MESSAGES.tooFast, error.headers);
    }
    throw error;
  }
}

/**
 * Socket `post`: membership and posting rights are read again for this event, the author, id and
 * date come from the server, and an announcement is emailed to the other members (queued with the
 * post, in its transaction).
 */
export async function sendPost(
  ctx: ServiceContext,
  actor: Actor,
  channelId: string,
  input: unknown,
): Promise<Post> {
  const access = await memberAccess(ctx.db, actor, channelId);
  const { title, content, category } = parsePostInput(access.channel.channelType, input);
  assertMayPost(access);
  await spendMessage(ctx, actor);
  const values = {
    channelId: access.channel.id,
    creatorType: actor.type,
    creatorId: actor.id,
    title,
    content,
    category,
  };
  const row =
    access.channel.channelType === 'announcement'
      ? await ctx.db.transaction(async (tx) => {
          const post = await insertPost(tx, values);
          await mailAnnouncement(ctx, tx, actor, access.channel, { title, content });
          return post;
        })
      : await insertPost(ctx.db, values);
  return toPost(row, false);
}

/**
 * Queues the announcement for every member of the channel but its poster; each mail is about its
 * recipient and the poster it names.
 */
async function mailAnnouncement(
  ctx: ServiceContext,
  tx: DbOrTx,
  actor: Actor,
  channel: { id: string; subcourseId: string; name: string },
  post: { title: string | null; content: string },
) {
  const refs = await listChannelMembers(tx, channel);
  const people = await loadPeople(tx, channel.subcourseId, [...refs, actor]);
  const self = refKey(actor);
  const poster = people.find((person) => refKey(person) === self);
  const mails = people
    .filter((person) => refKey(person) !== self)
    .map((person) => ({
      ...announcementMail(
        person,
        { poster: poster?.name ?? 'Course staff', channel: channel.name, ...post },
        ctx.config.publicUrl,
      ),
      about: [person.id, actor.id],
    }));
  await enqueueMails(tx, asNotices(mails, channel.subcourseId));
}

/**
 * Socket `reply`: to a top-level post of the same channel, never in announcement channels; the
 * post's author is emailed when someone else replied.
 */
export async function sendReply(
  ctx: ServiceContext,
  actor: Actor,
  channelId: string,
  postId: unknown,
  input: unknown,
): Promise<{ postId: string; reply: Reply }> {
  const access = await memberAccess(ctx.db, actor, channelId);
  const content = parseContent(input);
  const post = isIdString(postId)
    ? await findChannelPost(ctx.db, access.channel.id, postId)
    : undefined;
  if (!post) throw notFound(CHAT_MESSAGES.postNotFound);
  assertMayReply(access);
  await spendMessage(ctx, actor);
  const values = { postId: post.id, creatorType: actor.type, creatorId: actor.id, content };
  const author = { type: post.creatorType, id: post.creatorId };
  // The author is told of someone else's reply, at most once per post in a while.
  const tell = refKey(author) !== refKey(actor) && (await claimReplyMail(ctx, post.id));
  const row = tell
    ? await ctx.db.transaction(async (tx) => {
        const reply = await insertReply(tx, values);
        const args = { title: post.title, content };
        await mailReply(ctx, tx, actor, author, access.channel, args);
        return reply;
      })
    : await insertReply(ctx.db, values);
  return { postId: post.id, reply: toReply(row) };
}

/** Queues the reply's mail to the post's author, about the author and the replier it quotes. */
async function mailReply(
  ctx: ServiceContext,
  tx: DbOrTx,
  actor: Actor,
  author: { type: Actor['type']; id: string },
  channel: { subcourseId: string; name: string },
  args: { title: string | null; content: string },
) {
  const people = await loadPeople(tx, channel.subcourseId, [author, actor]);
  const to = people.find((person) => refKey(person) === refKey(author));
  const replier = people.find((person) => refKey(person) === refKey(actor));
  if (!to) return;
  const mail = threadReplyMail(
    to,
    {
      replier: replier?.name ?? 'Someone',
      channel: channel.name,
      postTitle: args.title,
      content: args.content,
    },
    ctx.config.publicUrl,
  );
  await enqueueMails(tx, asNotices([{ ...mail, about: [to.id, actor.id] }], channel.subcourseId));
}
