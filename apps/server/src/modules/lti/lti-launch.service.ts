import { SIGN_IN_MESSAGES } from '@capstone/contracts';
import { badRequest } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { takeAuthFlow } from '../identity/auth-flows.repo';
import {
  PasswordConfirmationNeeded,
  signInExternalPerson,
  type ExternalPerson,
} from '../identity/external-sign-in.service';
import { handOverSession } from '../identity/session-handover.service';
import { readLaunch, ltiMessage, type LtiLaunch } from './lti-claims';
import { askPasswordConfirmation } from './lti-confirm-link.service';
import { upsertContext } from './lti-contexts.repo';
import { enterContext, type ContextEntry } from './lti-enter-context.service';
import { IdTokenRejected, verifyIdToken } from './lti-id-token';
import { launchSignInOptions } from './lti-launch-account';
import { customTutorial, universityIdOf } from './lti-people';
import { findPlatform } from './lti-platforms';
import { ltiPart } from './lti-roles';
import { handoverCookie, hasStateCookie } from './lti-state-cookie';

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
    // The platform is registered by the operator and signs the launch: its address may find and
    // create accounts, but opens one with a password only once that password confirms the link
    // (`launchSignInOptions`).
    emailVerified: true,
    name: launch.name ?? ([launch.givenName, launch.familyName].filter(Boolean).join(' ') || null),
    zid: universityIdOf(ctx.config.institution, launch),
  };
}

/**
 * `POST /api/lti/launch`: the platform's id_token checked (signature, issuer, audience, expiry, the
 * login step's nonce and state, this browser's cookie, a registered deployment, the claims), the
 * LMS course recorded, the person signed in and placed in the linked subcourse. Answers where the
 * browser goes next; a refusal is an `AppError` whose message the route shows on the same page.
 */
export async function completeLaunch(
  ctx: ServiceContext,
  input: LaunchInput,
  cookies: string | undefined,
  meta: RequestMeta,
): Promise<string> {
  const { platform, launch, state } = await checkLaunch(ctx, input, cookies);
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
  const entry: ContextEntry = { context, part, tutorial: customTutorial(launch.custom) };
  const options = launchSignInOptions(ctx, platform, entry, person);
  let actor: Actor;
  try {
    ({ actor } = await signInExternalPerson(ctx, person, options));
  } catch (error) {
    if (!(error instanceof PasswordConfirmationNeeded)) throw error;
    // A password account is not opened on the LMS's word; the page asks for it.
    const key = { issuer: person.issuer, subject: person.subject, accountType: options.type };
    return completePage({
      confirm: await askPasswordConfirmation(ctx, key, error.accountId, entry),
    });
  }
  const { subcourse, link } = await enterContext(ctx, entry, actor, meta);
  return landing(ctx, actor, subcourse, link, state);
}

/**
 * The launch's end: a one-time code that only this browser (the launch's state cookie) can exchange
 * for the session, and where to go once signed in. No token in the URL.
 */
async function landing(
  ctx: ServiceContext,
  actor: Actor,
  subcourse: string,
  link: string | null,
  state: string,
) {
  const code = await handOverSession(ctx, actor, handoverCookie(state));
  return completePage({ code, subcourse, ...(link ? { link } : {}) });
}
