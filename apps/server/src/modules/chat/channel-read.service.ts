import {
  CHAT_MESSAGES,
  pinnedMessage,
  unpinnedMessage,
  type ChannelCreatorsResponse,
  type ChannelMembersResponse,
  type ConversationsQuery,
  type ConversationsResponse,
  type Post,
} from '@capstone/contracts';
import { badRequest, notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertWritable } from '../../policies/chat.policy';
import { listChannelMembers, loadPeople, refKey } from './channel-members.repo';
import { memberAccess } from './channel-guard';
import { creatorsMap, groupMembers, toPost, toReply } from './chat.presenter';
import {
  findChannelPost,
  findPostSeq,
  isPinned,
  listChannelAuthors,
  listConversation,
  listConversationPage,
  listPinnedPosts,
  pinPost,
  unpinPost,
} from './posts.repo';

/**
 * GET /api/channels/{channelId}/conversations: posts oldest first, each with its replies. With
 * `limit`, one page: the newest `limit` older than `before`, and `has_more`.
 */
export async function getConversations(
  ctx: ServiceContext,
  actor: Actor,
  channelId: string,
  query: ConversationsQuery = {},
): Promise<ConversationsResponse> {
  const { channel } = await memberAccess(ctx.db, actor, channelId);
  let page: Awaited<ReturnType<typeof listConversation>> & { hasMore?: boolean };
  if (query.limit === undefined) {
    page = await listConversation(ctx.db, channel.id);
  } else {
    // Ids are opaque: another channel's post, a reply or an unknown id is a 404, as on the pin
    // routes, and tells nothing about other channels.
    const beforeSeq =
      query.before === undefined ? undefined : await findPostSeq(ctx.db, channel.id, query.before);
    if (query.before !== undefined && beforeSeq === undefined) {
      throw notFound(CHAT_MESSAGES.postNotFound);
    }
    page = await listConversationPage(ctx.db, channel.id, query.limit, beforeSeq);
  }
  const { postRows, replyRows, pinned, hasMore } = page;
  const repliesOf = new Map<string, ReturnType<typeof toReply>[]>();
  for (const row of replyRows) {
    const list = repliesOf.get(row.postId) ?? [];
    list.push(toReply(row));
    repliesOf.set(row.postId, list);
  }
  return {
    name: channel.name,
    channel_type: channel.channelType,
    category: channel.category,
    conversations: postRows.map((row) => ({
      post: toPost(row, pinned.has(row.id)),
      replies: repliesOf.get(row.id) ?? [],
    })),
    ...(hasMore === undefined ? {} : { has_more: hasMore }),
  };
}

/** PUT /api/channels/{pin|unpin}/{channelId}/{postId}: idempotent either way. */
export async function setPin(
  ctx: ServiceContext,
  actor: Actor,
  params: { action: string; channelId: string; postId: string },
) {
  if (params.action !== 'pin' && params.action !== 'unpin') {
    throw badRequest(CHAT_MESSAGES.invalidAction);
  }
  const access = await memberAccess(ctx.db, actor, params.channelId);
  const post = await findChannelPost(ctx.db, access.channel.id, params.postId);
  if (!post) throw notFound(CHAT_MESSAGES.postNotFound);
  assertWritable(access);
  if (params.action === 'pin') {
    await pinPost(ctx.db, access.channel.id, post.id);
    return { message: pinnedMessage(post.id) };
  }
  await unpinPost(ctx.db, access.channel.id, post.id);
  return { message: unpinnedMessage(post.id) };
}

/** GET /api/channels/pinned/{channelId}/{postId}. */
export async function getPinnedStatus(
  ctx: ServiceContext,
  actor: Actor,
  channelId: string,
  postId: string,
) {
  const { channel } = await memberAccess(ctx.db, actor, channelId);
  const post = await findChannelPost(ctx.db, channel.id, postId);
  if (!post) throw notFound(CHAT_MESSAGES.postNotFound);
  return { pinned: await isPinned(ctx.db, channel.id, post.id) };
}

/** GET /api/channels/pinned/{channelId}: newest pin first. */
export async function listPinned(
  ctx: ServiceContext,
  actor: Actor,
  channelId: string,
): Promise<Post[]> {
  const { channel } = await memberAccess(ctx.db, actor, channelId);
  const rows = await listPinnedPosts(ctx.db, channel.id);
  return rows.map((row) => toPost(row, true));
}

/** GET /api/channels/{channelId}/members: by role, course admin → tutor → client → student. */
export async function listMembers(
  ctx: ServiceContext,
  actor: Actor,
  channelId: string,
): Promise<ChannelMembersResponse> {
  const { channel } = await memberAccess(ctx.db, actor, channelId);
  const refs = await listChannelMembers(ctx.db, channel);
  return groupMembers(await loadPeople(ctx.db, channel.subcourseId, refs));
}

/**
 * GET /api/channels/{channelId}/creators: current members and every past author. An author id that
 * is no account's (posts a staff erasure took from an account) reads "Deleted user".
 */
export async function listCreators(
  ctx: ServiceContext,
  actor: Actor,
  channelId: string,
): Promise<ChannelCreatorsResponse> {
  const { channel } = await memberAccess(ctx.db, actor, channelId);
  const members = await listChannelMembers(ctx.db, channel);
  const authors = await listChannelAuthors(ctx.db, channel.id);
  const refs = new Map([...members, ...authors].map((ref) => [refKey(ref), ref]));
  const people = await loadPeople(ctx.db, channel.subcourseId, [...refs.values()]);
  return creatorsMap(people, authors);
}
