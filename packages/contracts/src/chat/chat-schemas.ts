import { z } from 'zod';
import { atMost, idParam, messageResponse } from '../common/fields';
import { LIMITS } from '../common/limits';
import {
  CHANNEL_CATEGORIES,
  CHANNEL_ROLE_ORDER,
  CHANNEL_TYPES,
  CHAT_MESSAGES,
  CONVERSATIONS_LIMIT_MAX_LENGTH,
  CONVERSATIONS_PAGE_MAX,
  type PostCategory,
} from './chat-messages';

const ref = z.object({ id: z.string(), name: z.string() });

export const channelIdParams = z.object({ channelId: idParam });
export const channelListParams = z.object({ id: idParam });
export const channelSubcourseParams = z.object({ subcourseId: idParam });
export const channelPostParams = z.object({ channelId: idParam, postId: idParam });
export const pinParams = z.object({
  action: z.string().max(LIMITS.id),
  channelId: idParam,
  postId: idParam,
});

/** A body field that may be absent or null; anything but a string is named in the error. */
const nullableText = (field: string, max: number = LIMITS.id) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .max(max, atMost(field, max))
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * POST /api/channels/{subcourseId}/create. Only types are checked here: which fields are
 * required depends on the category and type, so the service checks them in the spec's order.
 */
export const createChannelBody = z.object({
  channel_type: nullableText('channel_type', LIMITS.shortText),
  name: nullableText('name', LIMITS.channelName),
  category: nullableText('category', LIMITS.shortText),
  project: nullableText('project'),
  client: nullableText('client'),
  group: nullableText('group'),
});
export type CreateChannelBody = z.infer<typeof createChannelBody>;
/** What the web sends: every field may be absent or null. */
export type CreateChannelInput = z.input<typeof createChannelBody>;
export const createChannelResponse = messageResponse.extend({ id: z.string() });

export const channelTypeSchema = z.enum(CHANNEL_TYPES);
export const channelCategorySchema = z.enum(CHANNEL_CATEGORIES);

/** One heading of the channel list: "course", "client" or a project's `proj_no`. */
export const channelListEntry = z.object({
  category: z.union([z.string(), z.number()]),
  channels: z.array(
    z.object({ id: z.string(), name: z.string(), channel_type: channelTypeSchema }),
  ),
});
export const channelListResponse = z.array(channelListEntry);
export type ChannelListEntry = z.infer<typeof channelListEntry>;

/** `Post`: `title` and `category` are null when not given. */
export const postSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  creator: z.string(),
  content: z.string(),
  date_created: z.string(),
  category: z.string().nullable(),
  pinned: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;

/** `Reply`: one reply to a post. */
export const replySchema = z.object({
  id: z.string(),
  creator: z.string(),
  content: z.string(),
  date_created: z.string(),
});
export type Reply = z.infer<typeof replySchema>;

/**
 * `GET /api/channels/{channelId}/conversations?limit=N&before=postId`. Lengths are checked
 * before the value; a repeated parameter arrives as an array and is refused with the field's
 * rule. `before` alone is refused: without `limit` the answer is the whole history, which a
 * cursor would silently not change.
 */
export const conversationsQuery = z
  .object({
    limit: z
      .string({ error: CHAT_MESSAGES.limitRule })
      .max(CONVERSATIONS_LIMIT_MAX_LENGTH, CHAT_MESSAGES.limitTooLong)
      .regex(/^[0-9]+$/, CHAT_MESSAGES.limitRule)
      .transform(Number)
      .refine((n) => n >= 1 && n <= CONVERSATIONS_PAGE_MAX, CHAT_MESSAGES.limitRule)
      .optional(),
    before: z
      .string({ error: CHAT_MESSAGES.beforeRule })
      .max(LIMITS.id, CHAT_MESSAGES.beforeTooLong)
      .min(1, CHAT_MESSAGES.beforeRule)
      .optional(),
  })
  .refine((query) => query.before === undefined || query.limit !== undefined, {
    message: CHAT_MESSAGES.beforeNeedsLimit,
  });
export type ConversationsQuery = z.output<typeof conversationsQuery>;

export const conversationSchema = z.object({ post: postSchema, replies: z.array(replySchema) });
export const conversationsResponse = z.object({
  name: z.string(),
  channel_type: channelTypeSchema,
  category: channelCategorySchema,
  conversations: z.array(conversationSchema),
  /** Only on a page (`limit` sent): whether older conversations remain. */
  has_more: z.boolean().optional(),
});
export type ConversationsResponse = z.infer<typeof conversationsResponse>;

export const pinnedStatusResponse = z.object({ pinned: z.boolean() });
export const pinnedPostsResponse = z.array(postSchema);

export const channelRoleSchema = z.enum(CHANNEL_ROLE_ORDER);
export const channelMembersResponse = z.array(
  z.object({ id: channelRoleSchema, members: z.array(ref) }),
);
export type ChannelMembersResponse = z.infer<typeof channelMembersResponse>;

export const channelCreatorsResponse = z.record(
  z.string(),
  z.object({ name: z.string(), role: channelRoleSchema }),
);
export type ChannelCreatorsResponse = z.infer<typeof channelCreatorsResponse>;

/** Socket `post` payload; the server sets the author, id and date. */
export interface PostInput {
  title?: string | null;
  content: string;
  category?: PostCategory | null;
}
/** Socket `reply` payload. */
export interface ReplyInput {
  content: string;
}

/** The chat's socket events, for typed Socket.IO servers and clients. */
export interface ChatServerToClientEvents {
  connected: (payload: { data: 'Connected' }) => void;
  /**
   * The spec's arguments, then the channel (an addition): a client in several rooms can tell
   * where a message belongs (unread counts) while the spec's payload stays as it is.
   */
  post: (post: Post, channelId: string) => void;
  reply: (postId: string, reply: Reply, channelId: string) => void;
  exception: (payload: { message: string }) => void;
}
export interface ChatClientToServerEvents {
  join: (channelId: string, ack?: (answer: { ok: true }) => void) => void;
  leave: (channelId: string) => void;
  post: (channelId: string, input: PostInput) => void;
  reply: (channelId: string, postId: string, input: ReplyInput) => void;
}
