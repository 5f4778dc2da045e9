import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import { staff } from './accounts';
import { subcourses } from './courses';

/**
 * S's allocation log: one row per board save, drafts included, so an override can always be traced
 * to who published what was left out or over capacity.
 */
export const allocationLogs = pgTable(
  'allocation_logs',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    subcourseId: text('subcourse_id')
      .notNull()
      .references(() => subcourses.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'project' | 'student'>().notNull(),
    isDraft: boolean('is_draft').notNull(),
    publishedBy: text('published_by').references(() => staff.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    override: boolean('override').notNull().default(false),
    unallocated: jsonb('unallocated')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    overCapacity: jsonb('over_capacity')
      .$type<{ container: string; count: number; capacity: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [index('allocation_logs_subcourse_idx').on(t.subcourseId, t.publishedAt)],
);
