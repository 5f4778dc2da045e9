import {
  activityCsvFileName,
  AUDIT_CSV_HEADERS,
  AUDIT_CSV_MAX,
  auditCsvRow,
  buildCsv,
  type AuditListResponse,
  type AuditQuery,
} from '@capstone/contracts';
import { notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { calendarDay } from '../../lib/time-zone';
import { assertCourseAdmin, SUBCOURSE_NOT_FOUND } from '../../policies/subcourse.policy';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { getReportCourse } from '../reports/reports.repo';
import {
  findAccountNames,
  findTargetNames,
  listAuditEvents,
  type AuditEventRow,
} from './audit-read.repo';
import { presentAuditEvent } from './audit.presenter';

/**
 * The trail of S for its course admins, as the other course-admin routes: anyone unrelated to S
 * gets its 404, its students and clients 403 `Only course staff can do this`, its tutors 403
 * `Only course admins can do this` (the trail shows what every member of staff did, and from
 * which address: overseeing that is the course admins' part).
 */
async function authorize(ctx: ServiceContext, actor: Actor, subcourseId: string) {
  return assertCourseAdmin(await loadSubcourseAccess(ctx.db, actor, subcourseId));
}

async function present(ctx: ServiceContext, rows: AuditEventRow[]) {
  const accountIds = new Set<string>();
  const targetIds = new Map<string, string[]>();
  for (const row of rows) {
    if (row.actorId) accountIds.add(row.actorId);
    if (row.subjectId) accountIds.add(row.subjectId);
    if (row.targetType && row.targetId) {
      if (['student', 'staff', 'client'].includes(row.targetType)) accountIds.add(row.targetId);
      else targetIds.set(row.targetType, [...(targetIds.get(row.targetType) ?? []), row.targetId]);
    }
  }
  const [accounts, targets] = await Promise.all([
    findAccountNames(ctx.db, [...accountIds]),
    findTargetNames(ctx.db, targetIds),
  ]);
  const byId = new Map(accounts.map((account) => [account.id, account]));
  return rows.map((row) => presentAuditEvent(row, byId, targets));
}

/** `GET /api/admin/{subcourseId}/audit`: a page of the trail, newest first. */
export async function listAudit(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  query: AuditQuery,
): Promise<AuditListResponse> {
  const access = await authorize(ctx, actor, subcourseId);
  const rows = await listAuditEvents(ctx.db, scopeFor(ctx, access), query, {
    limit: query.limit + 1,
    offset: query.offset,
  });
  const more = rows.length > query.limit;
  return {
    events: await present(ctx, rows.slice(0, query.limit)),
    next_offset: more ? query.offset + query.limit : null,
  };
}

/**
 * `GET /api/admin/{subcourseId}/audit?format=csv`: every event the filters match (the newest
 * `AUDIT_CSV_MAX`), with the Activity page's columns and the report's spreadsheet-safe cells,
 * in a file named after the offering and today (in the server's time zone).
 */
export async function exportAuditCsv(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  query: AuditQuery,
): Promise<{ fileName: string; csv: string }> {
  const access = await authorize(ctx, actor, subcourseId);
  const [offering, rows] = await Promise.all([
    getReportCourse(ctx.db, subcourseId),
    listAuditEvents(ctx.db, scopeFor(ctx, access), query, { limit: AUDIT_CSV_MAX, offset: 0 }),
  ]);
  if (!offering) throw notFound(SUBCOURSE_NOT_FOUND);
  const events = await present(ctx, rows);
  return {
    fileName: activityCsvFileName(offering, calendarDay(ctx.config.institution.timeZone)),
    csv: buildCsv(AUDIT_CSV_HEADERS, events.map(auditCsvRow)),
  };
}

const scopeFor = (
  ctx: ServiceContext,
  access: { subcourseId: string; parentCourseId: string },
) => ({
  subcourseId: access.subcourseId,
  courseId: access.parentCourseId,
  timeZone: ctx.config.institution.timeZone,
});
