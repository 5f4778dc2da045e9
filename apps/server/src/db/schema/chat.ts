import {
  bigint,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { clients } from './accounts';
import { subcourses } from './courses';
import { groups } from './groups';
import { projects } from './projects';

/** A chat channel of a subcourse: a course, client or project channel. */
export const channels = pgTable(
  'channels',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    subcourseId: text('subcourse_id')
      .notNull()
      .references(() => subcourses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    channelType: text('channel_type').$type<'announcement' | 'forum' | 'text'>().notNull(),
    category: text('category').$type<'course' | 'project' | 'client'>().notNull(),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    groupId: text('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channels_name_unique').on(
      t.subcourseId,
      t.category,
      t.name,
      sql`coalesce(${t.projectId}, '')`,
    ),
  ],
);

/** Channel membership for any account type. */
export const channelMembers = pgTable(
  'channel_members',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    accountType: text('account_type').$type<'student' | 'staff' | 'client'>().notNull(),
    accountId: text('account_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.accountType, t.accountId] })],
);

type AccountKind = 'student' | 'staff' | 'client';
/** Insertion order: two posts (or pins) in the same millisecond still have a fixed order. */
const seq = () => bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull();
const stamp = (name: string) =>
  timestamp(name, { withTimezone: true, precision: 3 }).notNull().defaultNow();

/** A top-level post of a channel; `category` only in forum channels. */
export const posts = pgTable(
  'posts',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    creatorType: text('creator_type').$type<AccountKind>().notNull(),
    creatorId: text('creator_id').notNull(),
    title: text('title'),
    content: text('content').notNull(),
    category: text('category'),
    createdAt: stamp('created_at'),
    seq: seq(),
  },
  (t) => [index('posts_channel_order').on(t.channelId, t.seq)],
);

/** A reply to a top-level post; replies do not nest. */
export const replies = pgTable(
  'replies',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    creatorType: text('creator_type').$type<AccountKind>().notNull(),
    creatorId: text('creator_id').notNull(),
    content: text('content').notNull(),
    createdAt: stamp('created_at'),
    seq: seq(),
  },
  (t) => [index('replies_post_order').on(t.postId, t.seq)],
);

/** A channel's pinned posts (`channel.pinned`); one row per post, so pinning is idempotent. */
export const pins = pgTable(
  'pins',
  {
    postId: text('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    pinnedAt: stamp('pinned_at'),
    seq: seq(),
  },
  (t) => [index('pins_channel_order').on(t.channelId, t.seq)],
);
