import {
  AFTER_PUBLISH_MESSAGES as M,
  withdrawProjectBody,
  type ProjectFull,
} from '@capstone/contracts';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { badRequest, notFound } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { parseOrThrow } from '../../lib/parse';
import { asNotices, enqueueMails } from '../../mail/outbox.repo';
import {
  assertCanManageAllocation,
  assertOfferingRunning,
} from '../../policies/after-publish.policy';
import { recordAudit } from '../audit/audit.repo';
import { hasLocksOnProject } from '../allocation-locks/allocation-locks.repo';
import { findCourseCard } from '../courses/courses.repo';
import { withdrawFromSubcourse } from './project-offering.repo';
import {
  findProjectWithRelations,
  listProjectClients,
  lockSubcourseForReview,
  updateProject,
} from './projects.repo';
import { presentProjects } from './read-projects.service';
import { withdrawnClientMails, withdrawnMemberMails } from './withdraw-project-mail';
import { listGroupMembers, listPublishedGroups } from './withdraw-project.repo';

export interface WithdrawPath {
  projectId: string;
  subcourseId: string;
}

/**
 * `PUT /api/project/withdraw/{P}/{S}`: a course admin of S stops offering P after publishing. P
 * becomes unavailable at once, so students no longer see it and rankings and boards cannot name
 * it; its published groups keep it until the next publish, which is why P stays in S while it
 * has any. Without groups P leaves S as unapprove would. Runs with S locked, so it never
 * interleaves with a publish or a change of locks; the emails are queued in the same transaction.
 */
export async function withdrawProject(
  ctx: ServiceContext,
  actor: Actor,
  path: WithdrawPath,
  body: unknown,
  meta: RequestMeta,
): Promise<ProjectFull> {
  return ctx.db.transaction(async (tx) => {
    assertCanManageAllocation(await loadSubcourseAccess(tx, actor, path.subcourseId));
    const subcourse = await lockSubcourseForReview(tx, path.subcourseId);
    if (!subcourse) throw notFound(M.subcourseNotFound);
    const row = await findProjectWithRelations(tx, actor, path.projectId, { lock: true });
    if (!row || row.courseId !== subcourse.parentCourseId) throw notFound(M.projectNotFound);
    const { reason } = parseOrThrow(withdrawProjectBody, body ?? {});
    assertOfferingRunning(subcourse);
    if (row.status !== 'available' || row.subcourseId !== subcourse.id) {
      throw badRequest(M.projectNotAvailableHere);
    }
    if (await hasLocksOnProject(tx, subcourse.id, row.id)) throw badRequest(M.projectHasLocks);

    const [groupRows, clients, course] = await Promise.all([
      listPublishedGroups(tx, subcourse.id, row.id),
      listProjectClients(tx, row.id),
      findCourseCard(tx, row.courseId),
    ]);
    const withdrawn = { withdrawnReason: reason, withdrawnBy: actor.id, withdrawnAt: new Date() };
    if (groupRows.length > 0) {
      await updateProject(tx, row.id, { status: 'unavailable', ...withdrawn });
    } else {
      await withdrawFromSubcourse(
        tx,
        subcourse.id,
        row.id,
        clients.map((c) => c.id),
      );
      await updateProject(tx, row.id, { status: 'unavailable', subcourseId: null, ...withdrawn });
    }

    await recordAudit(tx, {
      actor,
      ip: meta.ip,
      action: 'project.withdraw',
      target: { type: 'project', id: row.id },
      subcourseId: subcourse.id,
      courseId: row.courseId,
      summary: { groups: groupRows.length },
    });
    const mail = {
      project: { id: row.id, name: row.name, projNo: row.projNo },
      course: { code: course?.code ?? '', name: course?.name ?? '' },
      subcourse,
      publicUrl: ctx.config.publicUrl,
    };
    const members = await listGroupMembers(tx, subcourse.id, groupRows);
    await enqueueMails(
      tx,
      asNotices(
        [...withdrawnClientMails(clients, reason, mail), ...withdrawnMemberMails(members, mail)],
        subcourse.id,
      ),
    );
    const saved = await findProjectWithRelations(tx, actor, row.id);
    const [project] = await presentProjects(tx, [{ row: saved!, view: 'full' }], actor);
    return project as ProjectFull;
  });
}
