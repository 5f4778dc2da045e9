import type { TutorialGroups } from '@capstone/contracts';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertOwnAccountType } from '../../policies/account.policy';
import { assertStaff } from '../../policies/subcourse.policy';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { listGroupsInTutorials } from './dashboard.repo';
import { presentTutorialGroups } from './dashboard.presenter';

/**
 * `GET /api/staff/{subcourseId}/tutorial/groups`: the group ids of each of the caller's
 * tutorials in S (`{}` for staff without tutorials, such as most course admins).
 */
export async function getTutorialGroups(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
): Promise<TutorialGroups> {
  assertOwnAccountType(actor, 'staff');
  const { tutorials } = assertStaff(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  const rows = await listGroupsInTutorials(ctx.db, subcourseId, tutorials);
  return presentTutorialGroups(tutorials, rows);
}
