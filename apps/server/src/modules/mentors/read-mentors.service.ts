import type { Mentor } from '@capstone/contracts';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import type { DbOrTx } from '../../db/client';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertCanReadAllocationSettings } from '../../policies/after-publish.policy';
import { presentMentor } from './mentors.presenter';
import {
  latestVersionLoads,
  listMentoredProjects,
  listMentorQuotas,
  type MentorQuota,
} from './mentors.repo';

/** The mentors of S (or the one given), each with their projects and load. */
export async function loadMentors(
  db: DbOrTx,
  subcourseId: string,
  rows?: MentorQuota[],
): Promise<Mentor[]> {
  const [mentors, mentored, loads] = await Promise.all([
    rows ?? listMentorQuotas(db, subcourseId),
    listMentoredProjects(db, subcourseId),
    latestVersionLoads(db, subcourseId),
  ]);
  return mentors.map((row) => presentMentor(row, mentored, loads));
}

/**
 * `GET /api/admin/{S}/mentors`: every staff member of S who mentors a project of S or has a
 * quota, by name.
 */
export async function listMentors(ctx: ServiceContext, actor: Actor, subcourseId: string) {
  assertCanReadAllocationSettings(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  return loadMentors(ctx.db, subcourseId);
}
