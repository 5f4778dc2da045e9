import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery, AuditTargetType } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import {
  auditEvents,
  channels,
  clients,
  courses,
  groups,
  ltiContexts,
  projects,
  staff,
  students,
  subcourses,
} from '../../db/schema';

export type AuditEventRow = typeof auditEvents.$inferSelect;

/**
 * The events a subcourse's Activity page shows: those of S, and those of its parent course that
 * name no subcourse (term dates, client decisions, a project sent back to draft); a decision on
 * a client that concerned several courses names them in `summary.course_ids`.
 */
function scopeOf(subcourseId: string, courseId: string): SQL {
  const inCourse = or(
    eq(auditEvents.courseId, courseId),
    sql`${auditEvents.summary} @> ${JSON.stringify({ course_ids: [courseId] })}::jsonb`,
  );
  return or(
    eq(auditEvents.subcourseId, subcourseId),
    and(isNull(auditEvents.subcourseId), inCourse),
  )!;
}

/** A page of the trail, newest first; `from` and `to` are whole days in `timeZone`. */
export function listAuditEvents(
  db: DbOrTx,
  scope: { subcourseId: string; courseId: string; timeZone: string },
  query: Pick<AuditQuery, 'person' | 'action' | 'from' | 'to'>,
  page: { limit: number; offset: number },
) {
  const conditions: SQL[] = [scopeOf(scope.subcourseId, scope.courseId)];
  if (query.person) conditions.push(eq(auditEvents.actorId, query.person));
  if (query.action) conditions.push(eq(auditEvents.action, query.action));
  if (query.from) {
    conditions.push(
      sql`${auditEvents.at} >= (${query.from}::date)::timestamp at time zone ${scope.timeZone}`,
    );
  }
  if (query.to) {
    conditions.push(
      sql`${auditEvents.at} < (${query.to}::date + 1)::timestamp at time zone ${scope.timeZone}`,
    );
  }
  return db
    .select()
    .from(auditEvents)
    .where(and(...conditions))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(page.limit)
    .offset(page.offset);
}

export interface NamedAccount {
  type: 'student' | 'staff' | 'client';
  id: string;
  name: string;
  deleted: boolean;
}

/** Accounts by id, whichever type they are (ids are unique across the three tables). */
export async function findAccountNames(db: DbOrTx, ids: string[]): Promise<NamedAccount[]> {
  if (ids.length === 0) return [];
  const read = (table: typeof students | typeof staff | typeof clients) =>
    db
      .select({ id: table.id, name: table.name, deletedAt: table.deletedAt })
      .from(table)
      .where(inArray(table.id, ids));
  const [s, t, c] = await Promise.all([read(students), read(staff), read(clients)]);
  const tag = (type: NamedAccount['type'], rows: typeof s) =>
    rows.map((row) => ({ type, id: row.id, name: row.name, deleted: row.deletedAt !== null }));
  return [...tag('student', s), ...tag('staff', t), ...tag('client', c)];
}

/** Names of the non-account targets, by type: what the Activity page shows in "Target". */
export async function findTargetNames(
  db: DbOrTx,
  idsByType: Map<string, string[]>,
): Promise<Map<string, string>> {
  const readers: Partial<
    Record<AuditTargetType, (ids: string[]) => Promise<{ id: string; name: string | null }[]>>
  > = {
    project: (ids) =>
      db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(inArray(projects.id, ids)),
    channel: (ids) =>
      db
        .select({ id: channels.id, name: channels.name })
        .from(channels)
        .where(inArray(channels.id, ids)),
    group: (ids) =>
      db.select({ id: groups.id, name: groups.name }).from(groups).where(inArray(groups.id, ids)),
    subcourse: (ids) =>
      db
        .select({ id: subcourses.id, name: subcourses.name })
        .from(subcourses)
        .where(inArray(subcourses.id, ids)),
    course: (ids) =>
      db
        .select({ id: courses.id, name: courses.code })
        .from(courses)
        .where(inArray(courses.id, ids)),
    lti_context: (ids) =>
      db
        .select({ id: ltiContexts.id, name: ltiContexts.title })
        .from(ltiContexts)
        .where(inArray(ltiContexts.id, ids)),
  };
  const names = new Map<string, string>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const read = readers[type as AuditTargetType];
      if (!read || ids.length === 0) return;
      for (const row of await read(ids)) {
        if (row.name !== null) names.set(`${type}:${row.id}`, row.name);
      }
    }),
  );
  return names;
}
