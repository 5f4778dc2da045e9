import {
  AFTER_PUBLISH_MESSAGES as M,
  mentorQuotaBody,
  minGroupsBody,
  projectMentorBody,
  type Mentor,
  type ProjectAllocationSettings,
} from '@capstone/contracts';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import type { Tx } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { parseOrThrow } from '../../lib/parse';
import {
  assertCanManageAllocation,
  assertOfferingNotArchived,
} from '../../policies/after-publish.policy';
import { presentProjectSettings } from './mentors.presenter';
import {
  findProjectOfSubcourse,
  findStaffName,
  findStaffOfSubcourse,
  lockOfferingForSettings,
  setMentorQuota,
  updateProjectSettings,
} from './mentors.repo';
import { loadMentors } from './read-mentors.service';

/** A course admin of S, with S locked until the commit; 404 when S is gone meanwhile. */
async function openSettings(tx: Tx, actor: Actor, subcourseId: string) {
  assertCanManageAllocation(await loadSubcourseAccess(tx, actor, subcourseId));
  const offering = await lockOfferingForSettings(tx, subcourseId);
  if (!offering) throw notFound(M.subcourseNotFound);
  return offering;
}

/** Project P of S, locked, or 404 `Project not found in this subcourse`. */
async function projectOf(tx: Tx, subcourseId: string, projectId: string) {
  const project = await findProjectOfSubcourse(tx, subcourseId, projectId, { lock: true });
  if (!project) throw notFound(M.projectNotInSubcourse);
  return project;
}

/**
 * `PUT /api/admin/{S}/mentors/{staffId}`: the most groups a staff member's projects may hold
 * together (null: no limit). Allowed before activation, so staff can prepare an offering.
 */
export async function setQuota(
  ctx: ServiceContext,
  actor: Actor,
  path: { subcourseId: string; staffId: string },
  body: unknown,
): Promise<Mentor> {
  return ctx.db.transaction(async (tx) => {
    const offering = await openSettings(tx, actor, path.subcourseId);
    const member = await findStaffOfSubcourse(tx, path.subcourseId, path.staffId);
    if (!member) throw notFound(M.staffNotFound);
    const { quota } = parseOrThrow(mentorQuotaBody, body ?? {});
    assertOfferingNotArchived(offering);
    await setMentorQuota(tx, path.subcourseId, path.staffId, quota);
    const [mentor] = await loadMentors(tx, path.subcourseId, [{ ...member, quota }]);
    return mentor!;
  });
}

/**
 * `PUT /api/admin/{S}/projects/{P}/mentor`: gives P a mentor among the staff of S, replacing any
 * other, or none (null).
 */
export async function setProjectMentor(
  ctx: ServiceContext,
  actor: Actor,
  path: { subcourseId: string; projectId: string },
  body: unknown,
): Promise<ProjectAllocationSettings> {
  return ctx.db.transaction(async (tx) => {
    const offering = await openSettings(tx, actor, path.subcourseId);
    const project = await projectOf(tx, path.subcourseId, path.projectId);
    const { mentor: mentorId } = parseOrThrow(projectMentorBody, body ?? {});
    assertOfferingNotArchived(offering);
    const mentor =
      mentorId === null ? null : await findStaffOfSubcourse(tx, path.subcourseId, mentorId);
    if (mentor === undefined) throw badRequest(M.mentorNotStaff);
    await updateProjectSettings(tx, project.id, { mentorId });
    return presentProjectSettings(project, mentor && { id: mentor.staffId, name: mentor.name });
  });
}

/**
 * `PUT /api/admin/{S}/projects/{P}/min-groups`: P's soft minimum, from 0 to its capacity now. A
 * later lower capacity caps the minimum rather than refusing the capacity change.
 */
export async function setProjectMinGroups(
  ctx: ServiceContext,
  actor: Actor,
  path: { subcourseId: string; projectId: string },
  body: unknown,
): Promise<ProjectAllocationSettings> {
  return ctx.db.transaction(async (tx) => {
    const offering = await openSettings(tx, actor, path.subcourseId);
    const project = await projectOf(tx, path.subcourseId, path.projectId);
    const { min_groups: minGroups } = parseOrThrow(minGroupsBody, body ?? {});
    assertOfferingNotArchived(offering);
    if (minGroups > project.capacity) throw badRequest(M.minGroupsRule);
    await updateProjectSettings(tx, project.id, { minGroups });
    const mentor = project.mentorId ? await findStaffName(tx, project.mentorId) : null;
    return presentProjectSettings({ ...project, minGroups }, mentor ?? null);
  });
}
