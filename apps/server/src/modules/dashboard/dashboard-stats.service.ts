import type { DashboardStats } from '@capstone/contracts';
import { notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertStaff, SUBCOURSE_NOT_FOUND } from '../../policies/subcourse.policy';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { countDashboardStats } from './dashboard.repo';
import { presentDashboardStats } from './dashboard.presenter';

/**
 * `GET /api/admin/dashboard/{subcourseId}`: the insight counts for staff of S. Two statements:
 * the access facts, then every count at once.
 */
export async function getDashboardStats(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
): Promise<DashboardStats> {
  assertStaff(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  const counts = await countDashboardStats(ctx.db, subcourseId);
  if (!counts) throw notFound(SUBCOURSE_NOT_FOUND);
  return presentDashboardStats(counts);
}
