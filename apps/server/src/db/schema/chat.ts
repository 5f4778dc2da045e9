import { pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { clients } from './accounts';
import { groups, subcourses } from './courses';
import { projects } from './projects';

/** A chat channel of a subcourse (api.md §15.2); posts arrive with the chat issue. */
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
