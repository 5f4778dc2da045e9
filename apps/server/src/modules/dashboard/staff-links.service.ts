import { DASHBOARD_MESSAGES, type AddLinkBody, type StaffLink } from '@capstone/contracts';
import { badRequest } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertOwnAccountType } from '../../policies/account.policy';
import { assertStaff, SUBCOURSE_ARCHIVED } from '../../policies/subcourse.policy';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { insertStaffLinkIfUnique, listStaffLinks } from './dashboard.repo';
import { presentStaffLink } from './dashboard.presenter';

async function authorize(ctx: ServiceContext, actor: Actor, subcourseId: string) {
  assertOwnAccountType(actor, 'staff');
  return assertStaff(await loadSubcourseAccess(ctx.db, actor, subcourseId));
}

/** `GET /api/staff/links/{subcourseId}`: the caller's own shortcut links in S. */
export async function listLinks(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
): Promise<StaffLink[]> {
  await authorize(ctx, actor, subcourseId);
  const rows = await listStaffLinks(ctx.db, actor.id, subcourseId);
  return rows.map(presentStaffLink);
}

/**
 * `POST /api/staff/links/{subcourseId}`: adds a shortcut for the caller. A name or url already
 * among the caller's links in S is refused, by the unique indexes, so a race cannot slip past.
 * An archived subcourse is read-only.
 */
export async function addLink(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  body: AddLinkBody,
): Promise<StaffLink[]> {
  if (body.subcourse !== undefined && body.subcourse !== subcourseId) {
    throw badRequest(DASHBOARD_MESSAGES.linkSubcourseMismatch);
  }
  const access = await authorize(ctx, actor, subcourseId);
  if (access.isArchived) throw badRequest(SUBCOURSE_ARCHIVED);
  const added = await insertStaffLinkIfUnique(ctx.db, {
    staffId: actor.id,
    subcourseId,
    name: body.name,
    url: body.url,
  });
  if (!added) throw badRequest(DASHBOARD_MESSAGES.linkNotUnique);
  return listLinks(ctx, actor, subcourseId);
}
