import { SIGN_IN_MESSAGES } from '@capstone/contracts';
import { AppError, badRequest } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { findImportTarget, type ImportTarget } from '../members/members.repo';
import { allowLinking, type LtiContextRow } from './lti-contexts.repo';
import { isSubcourseArchived } from './lti-members.repo';
import { placeLearner, placeTutor } from './lti-placement.service';
import type { LtiPart } from './lti-roles';
import { syncRoster, type SyncBy } from './lti-sync.service';

/** What a launch resolved about its LMS course, kept while a password confirms the link. */
export interface ContextEntry {
  context: LtiContextRow;
  part: Exclude<LtiPart, 'none'>;
  /** The link's `tutorial` custom parameter, when valid. */
  tutorial: string | null;
}

/** Where the signed-in person goes: the linked subcourse, or the context to link. */
export interface ContextLanding {
  subcourse: string;
  link: string | null;
}

/**
 * What a signed-in launch does in its LMS course, after a launch or after the password confirmed
 * the link: an unlinked course lets its instructor link it later; a linked one places the person in
 * its subcourse (not while archived), and an instructor's launch keeps the class list in step.
 */
export async function enterContext(
  ctx: ServiceContext,
  { context, part, tutorial }: ContextEntry,
  actor: Actor,
  meta: RequestMeta,
): Promise<ContextLanding> {
  if (!context.subcourseId) {
    if (part !== 'instructor') throw badRequest(SIGN_IN_MESSAGES.contextNotSetUp);
    await allowLinking(ctx.db, context.id, actor.id);
    return { subcourse: '', link: context.id };
  }
  const target = await findImportTarget(ctx.db, context.subcourseId);
  if (!target) throw badRequest(SIGN_IN_MESSAGES.contextNotSetUp);
  const archived = await isSubcourseArchived(ctx.db, context.subcourseId);
  if (!archived) {
    if (part === 'learner') await placeLearner(ctx, target, actor.id, tutorial);
    else await placeTutor(ctx, target, actor.id, tutorial);
    if (part === 'instructor') await syncQuietly(ctx, context, target, { actor, ip: meta.ip });
  }
  return { subcourse: context.subcourseId, link: null };
}

/** The instructor's launch keeps the class list in step; its failure never stops the launch. */
async function syncQuietly(
  ctx: ServiceContext,
  context: LtiContextRow,
  target: ImportTarget,
  by: SyncBy,
) {
  if (!context.membershipsUrl) return;
  try {
    await ctx.limiter.consume(`lti-sync:${context.id}`, ctx.budgets.ltiSyncPerContext);
    const summary = await syncRoster(ctx, context, target, by);
    ctx.log.info(
      {
        context: context.id,
        created: summary.created,
        updated: summary.updated,
        errors: summary.errors.length,
      },
      'LMS class list synced on launch',
    );
  } catch (error) {
    const level = error instanceof AppError ? 'warn' : 'error';
    ctx.log[level]({ err: error, context: context.id }, 'LMS class list sync on launch failed');
  }
}
