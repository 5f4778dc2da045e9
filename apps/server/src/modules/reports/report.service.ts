import {
  buildReportCsv,
  reportFileName,
  type ReportClient,
  type ReportStudent,
} from '@capstone/contracts';
import { notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertCourseAdmin, SUBCOURSE_NOT_FOUND } from '../../policies/subcourse.policy';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { getReportCourse, listFirstClients, listReportEnrolments } from './reports.repo';

export interface Report {
  fileName: string;
  csv: string;
}

/**
 * `GET /api/subcourse/{subcourseId}/report`: the staff report as CSV, built by the same pure
 * function the browser uses, for course admins of S only.
 */
export async function generateReport(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
): Promise<Report> {
  assertCourseAdmin(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  const [course, rows] = await Promise.all([
    getReportCourse(ctx.db, subcourseId),
    listReportEnrolments(ctx.db, subcourseId),
  ]);
  if (!course) throw notFound(SUBCOURSE_NOT_FOUND);
  const projectIds = [...new Set(rows.flatMap((r) => (r.projectId ? [r.projectId] : [])))];
  const firstClients = new Map<string, ReportClient>(
    (await listFirstClients(ctx.db, projectIds)).map(({ projectId, ...client }) => [
      projectId,
      client,
    ]),
  );
  const reportStudents: ReportStudent[] = rows.map((row) => ({
    name: row.name,
    zid: row.zid,
    tutorial: row.tutorial,
    group: row.group,
    project: row.project,
    client: row.projectId ? (firstClients.get(row.projectId) ?? null) : null,
  }));
  return { fileName: reportFileName(course), csv: buildReportCsv(course, reportStudents) };
}
