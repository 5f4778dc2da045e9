import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { staff, students } from './accounts';
import { subcourses } from './courses';
import { groups } from './groups';
import { projects } from './projects';
import { allocationLogs } from './allocation';

// What happens after a project allocation is published: numbered versions, locks and change
// requests. Kept apart from the log because a version freezes names that the log does not.

/** One project-board publish of S: its number, who published, and its counts. */
export const allocationVersions = pgTable(
  'allocation_versions',
  {
    id: id(),
    subcourseId: text('subcourse_id')
      .notNull()
      .references(() => subcourses.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    logId: text('log_id').references(() => allocationLogs.id, { onDelete: 'set null' }),
    publishedBy: text('published_by').references(() => staff.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    override: boolean('override').notNull().default(false),
    counts: jsonb('counts')
      .$type<{ groups: number; allocated: number; unallocated: number; changed: number }>()
      .notNull(),
  },
  (t) => [uniqueIndex('allocation_versions_number_unique').on(t.subcourseId, t.number)],
);

/** Each project available in S at a publish, as it was then. */
export const allocationVersionProjects = pgTable(
  'allocation_version_projects',
  {
    versionId: text('version_id')
      .notNull()
      .references(() => allocationVersions.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull(),
    mentorId: text('mentor_id'),
    mentorName: text('mentor_name'),
    minGroups: integer('min_groups').notNull().default(0),
    projNo: integer('proj_no').notNull(),
  },
  (t) => [index('allocation_version_projects_version_idx').on(t.versionId)],
);

/**
 * One row per group on a project at a publish, and one per group with members and none. Names
 * and ids are copied, not referenced, so a later rename or deletion never changes a version.
 */
export const allocationVersionEntries = pgTable(
  'allocation_version_entries',
  {
    versionId: text('version_id')
      .notNull()
      .references(() => allocationVersions.id, { onDelete: 'cascade' }),
    groupId: text('group_id').notNull(),
    groupName: text('group_name').notNull(),
    projectId: text('project_id'),
    /** Set on the groups this publish moved, with `changed`; null there means "had none". */
    previousProjectId: text('previous_project_id'),
    previousProjectName: text('previous_project_name'),
    changed: boolean('changed').notNull().default(false),
    /** False for a group with no members: it is not unallocated, only listed for its change. */
    hasMembers: boolean('has_members').notNull().default(true),
  },
  (t) => [index('allocation_version_entries_version_idx').on(t.versionId)],
);

/** A group kept on its published project by every suggestion. */
export const groupLocks = pgTable(
  'group_locks',
  {
    subcourseId: text('subcourse_id')
      .notNull()
      .references(() => subcourses.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .primaryKey()
      .references(() => groups.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    lockedBy: text('locked_by').references(() => staff.id, { onDelete: 'set null' }),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('group_locks_subcourse_idx').on(t.subcourseId)],
);

export type ChangeRequestStatus = 'open' | 'approved' | 'declined' | 'cancelled' | 'applied';

/** A group's request, by its lead, to move to a named project or to any with a free place. */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: id(),
    subcourseId: text('subcourse_id')
      .notNull()
      .references(() => subcourses.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').references(() => students.id, { onDelete: 'set null' }),
    fromProjectId: text('from_project_id').references(() => projects.id, {
      onDelete: 'set null',
    }),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status').$type<ChangeRequestStatus>().notNull().default('open'),
    createdAt: createdAt(),
    decidedBy: text('decided_by').references(() => staff.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    message: text('message'),
    appliedInVersion: integer('applied_in_version'),
  },
  (t) => [
    // At most one pending request per group, enforced by the database so that of two concurrent
    // requests exactly one is stored.
    uniqueIndex('change_requests_one_pending')
      .on(t.groupId)
      .where(sql`${t.status} in ('open', 'approved')`),
    index('change_requests_subcourse_idx').on(t.subcourseId, t.createdAt),
  ],
);
