import { SIGN_IN_MESSAGES } from '@capstone/contracts';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { assertOwnAccountType } from '../../policies/account.policy';
import {
  assertCourseAdmin,
  assertStaff,
  isCourseAdminOf,
  ONLY_ADMINS,
  SUBCOURSE_ARCHIVED,
} from '../../policies/subcourse.policy';
import { recordAudit } from '../audit/audit.repo';
import { inSubcourse } from '../audit/subcourse-audit';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { findContext, linkContext, listContextsOfSubcourse } from './lti-contexts.repo';
import { presentContext } from './lti.presenter';

/**
 * Who may see or link a context: an instructor who launched from it while it was unlinked, or a
 * course admin of the subcourse it is linked to. Anyone else gets the 404 of an unknown
 * context, so a reference is no proof that it exists.
 */
async function contextFor(ctx: ServiceContext, actor: Actor, contextRef: string) {
  assertOwnAccountType(actor, 'staff');
  const context = await findContext(ctx.db, contextRef);
  if (!context) throw notFound(SIGN_IN_MESSAGES.contextNotFound);
  const launched = context.linkableBy.includes(actor.id);
  const linkedAccess = context.subcourseId
    ? await loadSubcourseAccess(ctx.db, actor, context.subcourseId)
    : undefined;
  const adminOfLinked = linkedAccess !== undefined && isCourseAdminOf(linkedAccess);
  if (!launched && !adminOfLinked) throw notFound(SIGN_IN_MESSAGES.contextNotFound);
  return { context, launched, adminOfLinked };
}

/** `GET /api/lti/context/{contextRef}`: the LMS course the link page names. */
export async function getContext(ctx: ServiceContext, actor: Actor, contextRef: string) {
  return presentContext((await contextFor(ctx, actor, contextRef)).context);
}

/**
 * `PUT /api/lti/context/{contextRef}/link` `{subcourseId}`: a course admin of S who launched from
 * the context links it to S, after which its launches land in S. Relinking a linked context
 * needs a course admin of the subcourse it leaves as well.
 */
export async function linkToSubcourse(
  ctx: ServiceContext,
  actor: Actor,
  contextRef: string,
  subcourseId: string,
  meta: RequestMeta,
) {
  const { context, adminOfLinked } = await contextFor(ctx, actor, contextRef);
  const access = assertCourseAdmin(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  if (access.isArchived) throw badRequest(SUBCOURSE_ARCHIVED);
  if (context.subcourseId && context.subcourseId !== subcourseId && !adminOfLinked) {
    throw forbidden(ONLY_ADMINS);
  }
  await ctx.db.transaction(async (tx) => {
    await linkContext(tx, context.id, subcourseId);
    await recordAudit(tx, {
      ...inSubcourse({ actor, meta, access }),
      action: 'lti.context_link',
      target: { type: 'lti_context', id: context.id },
      summary: { previous_subcourse_id: context.subcourseId ?? null },
    });
  });
  return SIGN_IN_MESSAGES.linked;
}

/** `GET /api/lti/subcourse/{subcourseId}/contexts`: staff of S see the LMS courses linked to S. */
export async function listLinkedContexts(ctx: ServiceContext, actor: Actor, subcourseId: string) {
  assertOwnAccountType(actor, 'staff');
  assertStaff(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  return (await listContextsOfSubcourse(ctx.db, subcourseId)).map(presentContext);
}
