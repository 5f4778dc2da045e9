import { PROJECT_MESSAGES, type ProjectFull, type ProjectSubcourseBody } from '@capstone/contracts';
import type { Tx } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { asNotices, enqueueMails } from '../../mail/outbox.repo';
import { assertCanReview } from '../../policies/project.policy';
import { assertCourseAdmin } from '../../policies/subcourse.policy';
import { recordAudit } from '../audit/audit.repo';
import { findCourseCard } from '../courses/courses.repo';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { joinClientChannels } from '../subcourses/client-channels.repo';
import { projectOutcomeMails, type OutcomeContext, type ProjectOutcome } from './project-mail';
import { isInSubcourse, offerInSubcourse, withdrawFromSubcourse } from './project-offering.repo';
import { presentProjects } from './read-projects.service';
import {
  changeStatusFrom,
  findProjectWithRelations,
  hasAllocatedGroups,
  listProjectClients,
  lockSubcourseForReview,
  updateProject,
  type ProjectClient,
  type ProjectRow,
} from './projects.repo';

export interface ProjectInSubcourse {
  projectId: string;
  subcourseId: string;
}

/** The optional body of approve and remove repeats the path; a different id is a mistake. */
function assertBodyMatchesPath(path: ProjectInSubcourse, body: ProjectSubcourseBody) {
  const differs =
    (body?.project_id != null && body.project_id !== path.projectId) ||
    (body?.subcourse_id != null && body.subcourse_id !== path.subcourseId);
  if (differs) throw badRequest(PROJECT_MESSAGES.pathMismatch);
}

interface Reviewed {
  project: ProjectFull;
  outcome: ProjectOutcome;
  clients: ProjectClient[];
  mail: Omit<OutcomeContext, 'publicUrl'>;
}

/** P in full as the transaction leaves it, with what its clients' emails need. */
async function reviewed(
  tx: Tx,
  actor: Actor,
  row: ProjectRow,
  outcome: ProjectOutcome,
  subcourse?: OutcomeContext['subcourse'],
): Promise<Reviewed> {
  const [saved, clients, course] = await Promise.all([
    findProjectWithRelations(tx, actor, row.id),
    listProjectClients(tx, row.id),
    findCourseCard(tx, row.courseId),
  ]);
  const [project] = await presentProjects(tx, [{ row: saved!, view: 'full' }], actor);
  return {
    project: project as ProjectFull,
    outcome,
    clients,
    mail: {
      project: { id: row.id, name: row.name, projNo: row.projNo },
      course: { code: course?.code ?? '', name: course?.name ?? '' },
      subcourse,
    },
  };
}

/**
 * Queues an email to every client of P in the review's transaction; the outbox sends it after
 * the commit and a failed send never fails the review.
 */
async function notifyClients(ctx: ServiceContext, tx: Tx, result: Reviewed) {
  const mails = projectOutcomeMails(result.outcome, result.clients, {
    ...result.mail,
    publicUrl: ctx.config.publicUrl,
  });
  await enqueueMails(tx, asNotices(mails));
  return result.project;
}

/**
 * Loads S (locked) and P for a review of P in S by a course admin of S: 404 when either is
 * unknown or P is not of S's parent course, 400 when S is archived.
 */
async function loadReview(
  tx: Tx,
  actor: Actor,
  path: ProjectInSubcourse,
  messages: { subcourse: string; project: string },
) {
  assertCourseAdmin(await loadSubcourseAccess(tx, actor, path.subcourseId), messages.subcourse);
  const subcourse = await lockSubcourseForReview(tx, path.subcourseId);
  if (!subcourse) throw notFound(messages.subcourse);
  const row = await findProjectWithRelations(tx, actor, path.projectId, { lock: true });
  if (!row || row.courseId !== subcourse.parentCourseId) throw notFound(messages.project);
  if (subcourse.isArchived) throw badRequest(PROJECT_MESSAGES.subcourseArchived);
  return { subcourse, row };
}

/**
 * `PUT /api/project/approve/{P}/{S}`: a submitted project becomes available in S when S's term
 * is one it offers (joining S's projects, its clients S's clients and client channels), else
 * unavailable. The status moves in one conditional update, so of simultaneous approvals one wins
 * and the others find it no longer submitted.
 */
export async function approveProject(
  ctx: ServiceContext,
  actor: Actor,
  path: ProjectInSubcourse,
  body: ProjectSubcourseBody,
  meta: RequestMeta,
): Promise<ProjectFull> {
  assertBodyMatchesPath(path, body);
  return ctx.db.transaction(async (tx) => {
    const { subcourse, row } = await loadReview(tx, actor, path, {
      subcourse: PROJECT_MESSAGES.approveSubcourseNotFound,
      project: PROJECT_MESSAGES.approveNotFound,
    });
    const offered = row.terms.includes(subcourse.term);
    const moved = await changeStatusFrom(
      tx,
      row.id,
      'submitted',
      offered ? { status: 'available', subcourseId: subcourse.id } : { status: 'unavailable' },
    );
    if (!moved) throw badRequest(PROJECT_MESSAGES.notAwaitingApproval);
    if (offered) {
      const clients = await listProjectClients(tx, row.id);
      await offerInSubcourse(
        tx,
        subcourse.id,
        row.id,
        clients.map((c) => c.id),
      );
      await joinClientChannels(tx, subcourse.id, clients);
    }
    const outcome = offered ? 'available' : 'unavailable';
    await recordAudit(tx, {
      actor,
      ip: meta.ip,
      action: 'project.approve',
      target: { type: 'project', id: row.id },
      subcourseId: subcourse.id,
      courseId: row.courseId,
      summary: { before: 'submitted', after: outcome },
    });
    return notifyClients(ctx, tx, await reviewed(tx, actor, row, outcome, subcourse));
  });
}

/**
 * `PUT /api/project/reject/{P}`: a course admin of P's course sends a submitted project back to
 * draft, for its client to edit and submit again.
 */
export async function rejectProject(
  ctx: ServiceContext,
  actor: Actor,
  projectId: string,
  meta: RequestMeta,
): Promise<ProjectFull> {
  return ctx.db.transaction(async (tx) => {
    const row = await findProjectWithRelations(tx, actor, projectId, { lock: true });
    assertCanReview(row, PROJECT_MESSAGES.rejectNotFound);
    const course = await findCourseCard(tx, row.courseId);
    // Reject names no subcourse: it is refused once every offering of the course is archived.
    if (course?.isArchived) throw badRequest(PROJECT_MESSAGES.subcourseArchived);
    const moved = await changeStatusFrom(tx, row.id, 'submitted', { status: 'draft' });
    if (!moved) throw badRequest(PROJECT_MESSAGES.notAwaitingApproval);
    // Reject names no subcourse: the event is the course's, seen by each of its offerings.
    await recordAudit(tx, {
      actor,
      ip: meta.ip,
      action: 'project.reject',
      target: { type: 'project', id: row.id },
      courseId: row.courseId,
      summary: { before: 'submitted', after: 'draft' },
    });
    return notifyClients(ctx, tx, await reviewed(tx, actor, row, 'rejected'));
  });
}

/**
 * `DELETE /api/project/unapprove/{P}/{S}`: takes P out of S's term while no group is allocated
 * to it. Its clients with no other project in S leave S's clients (their channel and its
 * history stay); P becomes unavailable and, if it was available in S, belongs to no subcourse.
 */
export async function removeProjectFromTerm(
  ctx: ServiceContext,
  actor: Actor,
  path: ProjectInSubcourse,
  body: ProjectSubcourseBody,
  meta: RequestMeta,
): Promise<ProjectFull> {
  assertBodyMatchesPath(path, body);
  return ctx.db.transaction(async (tx) => {
    const { subcourse, row } = await loadReview(tx, actor, path, {
      subcourse: PROJECT_MESSAGES.unapproveSubcourseNotFound,
      project: PROJECT_MESSAGES.unapproveNotFound,
    });
    if (!(await isInSubcourse(tx, subcourse.id, row.id))) {
      throw badRequest(PROJECT_MESSAGES.notInSubcourse);
    }
    if (row.isAllocated || (await hasAllocatedGroups(tx, row.id))) {
      throw badRequest(PROJECT_MESSAGES.hasAllocatedGroups);
    }
    const clients = await listProjectClients(tx, row.id);
    await withdrawFromSubcourse(
      tx,
      subcourse.id,
      row.id,
      clients.map((c) => c.id),
    );
    // A project available in another offering stays there; only S lets go of it here.
    const leaves = row.subcourseId === null || row.subcourseId === subcourse.id;
    if (leaves) await updateProject(tx, row.id, { status: 'unavailable', subcourseId: null });
    await recordAudit(tx, {
      actor,
      ip: meta.ip,
      action: 'project.remove',
      target: { type: 'project', id: row.id },
      subcourseId: subcourse.id,
      courseId: row.courseId,
      summary: { before: row.status, after: leaves ? 'unavailable' : row.status },
    });
    return notifyClients(ctx, tx, await reviewed(tx, actor, row, 'removed', subcourse));
  });
}
