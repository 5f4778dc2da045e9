import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';

export type AuditActorType = 'student' | 'staff' | 'client' | 'system';

/**
 * What an action changed, briefly: ids, counts and settings before and after. Never a name, email,
 * zID, password, PIN or message body: events are never changed or deleted, so personal data in them
 * could never be erased; people are named by account id and resolved when the trail is read.
 */
export type AuditSummary = Record<string, unknown>;

/**
 * The audit trail (README.md, "Audit trail"): one row per audited action, written in the
 * action's own transaction, so a rolled-back action leaves none. Append-only: nothing in the
 * product updates or deletes a row, and on PostgreSQL a trigger refuses UPDATE, DELETE and
 * TRUNCATE.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorType: text('actor_type').$type<AuditActorType>().notNull(),
    /** Null for the system (the retention job). */
    actorId: text('actor_id'),
    /** Dotted, e.g. `members.import`, `project.approve`, `allocation.publish`. */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** The account the action was about, when there is one (export, deletion, removal). */
    subjectId: text('subject_id'),
    subcourseId: text('subcourse_id'),
    courseId: text('course_id'),
    summary: jsonb('summary').$type<AuditSummary>().notNull(),
    /** The client address as `TRUST_PROXY` decides it, null for the system. */
    ip: text('ip'),
  },
  (table) => [
    index('audit_events_subcourse').on(table.subcourseId, table.at),
    index('audit_events_course').on(table.courseId, table.at),
    index('audit_events_actor').on(table.actorId, table.at),
    index('audit_events_subject').on(table.subjectId, table.at),
  ],
);

/**
 * Retention of an archived offering's personal data (README.md, "Retention"): the daily job inserts
 * a row when `RETENTION_DAYS` have passed since archiving; a course admin confirms (the data is
 * erased, `erased_at`) or postpones with a reason until a date, when it is due again.
 */
export const retentionReviews = pgTable('retention_reviews', {
  subcourseId: text('subcourse_id').primaryKey(),
  dueSince: timestamp('due_since', { withTimezone: true }).notNull().defaultNow(),
  postponedUntil: timestamp('postponed_until', { withTimezone: true }),
  reason: text('reason'),
  decidedBy: text('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  erasedAt: timestamp('erased_at', { withTimezone: true }),
});
