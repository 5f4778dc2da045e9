import { SIGN_IN_MESSAGES } from '@capstone/contracts';
import { AppError, badRequest } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { takeAuthFlow } from '../identity/auth-flows.repo';
import { signInExternalPerson, type ExternalPerson } from '../identity/external-sign-in.service';
import { findImportTarget } from '../members/members.repo';
import { readLaunch, ltiMessage, type LtiLaunch } from './lti-claims';
import { allowLinking, upsertContext, type LtiContextRow } from './lti-contexts.repo';
import { IdTokenRejected, verifyIdToken } from './lti-id-token';
import { customTutorial, universityIdOf } from './lti-people';
import { isSubcourseArchived } from './lti-members.repo';
import { placeLearner, placeTutor } from './lti-placement.service';
import { findPlatform } from './lti-platforms';
import { ltiPart } from './lti-roles';
import { hasStateCookie } from './lti-state-cookie';
import { syncRoster, type SyncBy } from './lti-sync.service';

export interface LaunchInput {
  id_token?: string | undefined;
  state?: string | undefined;
}

/** Where the browser goes: the web's `/lti/complete` page, with everything in the fragment. */
export const completePage = (fields: Record<string, string>) =>
  `/lti/complete#${new URLSearchParams(fields).toString()}`;

/** A launch refused for a reason the person can act on, or the one generic reason. */
const refuse = (message: string) => badRequest(message);

/** The checked launch: its platform, its claims reduced, the flow's state. */
async function checkLaunch(ctx: ServiceContext, input: LaunchInput, cookies: string | undefined) {
  const { id_token: idToken, state } = input;
  if (!idToken || !state || state.length > 100) throw refuse(SIGN_IN_MESSAGES.launchFailed);
  const flow = await takeAuthFlow(ctx.db, 'lti', state);
  if (!flow) throw refuse(SIGN_IN_MESSAGES.signInExpired);
  if (!hasStateCookie(cookies, state)) throw refuse(SIGN_IN_MESSAGES.launchCookieMissing);
  const { issuer, clientId } = flow.data as { issuer: string; clientId: string };
  const platform = findPlatform(ctx.config.signIn.ltiPlatforms, issuer, clientId);
  let payload;
  try {
    payload = await verifyIdToken(platform, idToken, flow.nonce);
  } catch (error) {
    if (!(error instanceof IdTokenRejected)) throw error;
    ctx.log.warn({ issuer, reason: error.message }, 'LTI launch refused');
    throw refuse(SIGN_IN_MESSAGES.launchFailed);
  }
  const message = ltiMessage.safeParse(payload);
  if (!message.success) {
    const issue = message.error.issues[0];
    ctx.log.warn(
      { issuer, path: issue?.path, reason: issue?.message },
      'LTI launch claims refused',
    );
    throw refuse(SIGN_IN_MESSAGES.launchFailed);
  }
  const launch = readLaunch(message.data);
  if (!platform.deployment_ids.includes(launch.deploymentId)) {
    ctx.log.warn(
      { issuer, deployment: launch.deploymentId },
      'LTI launch from an unknown deployment',
    );
    throw refuse(SIGN_IN_MESSAGES.launchFailed);
  }
  return { platform, launch, state };
}

function personOf(ctx: ServiceContext, issuer: string, launch: LtiLaunch): ExternalPerson {
  return {
    issuer,
    subject: launch.subject,
    email: launch.email,
    // The platform is registered by the operator and signs the launch: its address is trusted
    // as a university provider's verified email is.
    emailVerified: true,
    name: launch.name ?? ([launch.givenName, launch.familyName].filter(Boolean).join(' ') || null),
    zid: universityIdOf(ctx.config.institution, launch),
  };
}

/**
 * `POST /api/lti/launch` (issue 19): the platform's id_token checked (signature, issuer, audience,
 * expiry, the login step's nonce and state, this browser's cookie, a registered deployment, the
 * claims), the LMS course recorded, the person signed in and placed in the linked subcourse.
 * Answers where the browser goes next; a refusal is an `AppError` whose message the route
 * shows on the same page.
 */
export async function completeLaunch(
  ctx: ServiceContext,
  input: LaunchInput,
  cookies: string | undefined,
  meta: RequestMeta,
): Promise<string> {
  const { platform, launch } = await checkLaunch(ctx, input, cookies);
  if (!launch.context) throw refuse(SIGN_IN_MESSAGES.noContext);
  const part = ltiPart(launch.roles);
  if (part === 'none') throw refuse(SIGN_IN_MESSAGES.roleNotSupported);
  const context = await upsertContext(ctx.db, {
    issuer: platform.issuer,
    deploymentId: launch.deploymentId,
    contextId: launch.context.id,
    title: launch.context.title,
    label: launch.context.label,
    membershipsUrl: launch.membershipsUrl,
  });
  // Nobody but an instructor is signed up from a course nobody has linked yet.
  if (!context.subcourseId && part !== 'instructor') throw refuse(SIGN_IN_MESSAGES.contextNotSetUp);

  const person = personOf(ctx, platform.issuer, launch);
  const tutorial = customTutorial(launch.custom);
  const type = part === 'learner' ? 'student' : 'staff';
  const { actor } = await signInExternalPerson(ctx, person, {
    type,
    create: true,
    staffRole: part === 'instructor' ? 'course admin' : 'tutor',
  });
  if (!context.subcourseId) {
    await allowLinking(ctx.db, context.id, actor.id);
    return landing(ctx, actor, '', context.id);
  }
  const target = await findImportTarget(ctx.db, context.subcourseId);
  if (!target) throw refuse(SIGN_IN_MESSAGES.contextNotSetUp);
  const archived = await isSubcourseArchived(ctx.db, context.subcourseId);
  if (!archived) {
    if (part === 'learner') await placeLearner(ctx, target, actor.id, tutorial);
    else await placeTutor(ctx, target, actor.id, tutorial);
    if (part === 'instructor') await syncQuietly(ctx, context, target, { actor, ip: meta.ip });
  }
  return landing(ctx, actor, context.subcourseId, null);
}

/** The instructor's launch keeps the class list in step; its failure never stops the launch. */
async function syncQuietly(
  ctx: ServiceContext,
  context: LtiContextRow,
  target: NonNullable<Awaited<ReturnType<typeof findImportTarget>>>,
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

async function landing(ctx: ServiceContext, actor: Actor, subcourse: string, link: string | null) {
  const token = await ctx.tokens.issue(actor);
  return completePage({
    access_token: token,
    user: actor.type,
    id: actor.id,
    subcourse,
    ...(link ? { link } : {}),
  });
}
