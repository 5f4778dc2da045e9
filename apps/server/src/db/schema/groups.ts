import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { students } from './accounts';
import { subcourses } from './courses';
import { projects } from './projects';

// Groups and enrolments sit apart from courses because a group points at its project and a
// project at its course: in one file with courses they would import each other.

/** Project groups of a subcourse; membership lives on the enrolment's `group_id`. */
export const groups = pgTable(
  'groups',
  {
    id: id(),
    subcourseId: text('subcourse_id')
      .notNull()
      .references(() => subcourses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tutorial: text('tutorial').notNull(),
    leadId: text('lead_id').references(() => students.id, { onDelete: 'set null' }),
    bio: text('bio'),
    goal: text('goal'),
    /** The published project allocation. */
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    draftAlloc: text('draft_alloc').references(() => projects.id, { onDelete: 'set null' }),
    /** The group's ranking, replaced whole by its lead: `[{project, notes, rank}]`. */
    projPreferences: jsonb('proj_preferences')
      .$type<{ project: string; notes: string; rank: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    topicPreferences: jsonb('topic_preferences')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    isDraft: boolean('is_draft').notNull().default(true),
    links: jsonb('links')
      .$type<{ name: string; url: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    responses: jsonb('responses')
      .$type<{ question: string; answer: unknown }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('groups_name_unique').on(t.subcourseId, t.name)],
);

/** A student's place in a subcourse: tutorial, group and draft allocation. */
export const enrolments = pgTable(
  'enrolments',
  {
    subcourseId: text('subcourse_id')
      .notNull()
      .references(() => subcourses.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    tutorial: text('tutorial'),
    groupId: text('group_id').references(() => groups.id, { onDelete: 'set null' }),
    draftAlloc: text('draft_alloc').references(() => groups.id, { onDelete: 'set null' }),
    wishlist: jsonb('wishlist')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    preferences: jsonb('preferences')
      .$type<{ project: string; notes: string; rank: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.subcourseId, t.studentId] }),
    // Group members by group: the dashboard's "group has a member" test, member lists, and the
    // ON DELETE SET NULL of a deleted group, without scanning every enrolment.
    index('enrolments_group_idx').on(t.groupId),
  ],
);
