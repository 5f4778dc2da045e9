import { SIGN_IN_MESSAGES } from '@capstone/contracts';
import { badRequest } from '../../lib/app-error';
import { budgetAddress } from '../../lib/budget-address';
import type { RequestMeta, ServiceContext } from '../../lib/context';
import { randomToken } from '../../lib/random-token';
import { AUTH_FLOW_TTL_MS, saveAuthFlow } from '../identity/auth-flows.repo';
import { findPlatform } from './lti-platforms';
import { stateCookies } from './lti-state-cookie';

export interface LtiLoginInput {
  iss: string;
  login_hint: string;
  target_link_uri: string;
  lti_message_hint?: string | undefined;
  client_id?: string | undefined;
  lti_deployment_id?: string | undefined;
}

export const launchUrl = (ctx: ServiceContext) => `${ctx.config.publicUrl}/api/lti/launch`;

/**
 * `GET|POST /api/lti/login`, third-party-initiated login (LTI 1.3 security §5.1.1): the state and
 * nonce are kept in the database for whichever process receives the launch, and the browser gets
 * the state's cookie. The tool never goes to `target_link_uri` (every launch lands on
 * `/lti/complete`), but one that names another site is refused: the platform was told the wrong
 * launch URL, and an attacker gains nothing from it here either.
 */
export async function startLogin(ctx: ServiceContext, input: LtiLoginInput, meta: RequestMeta) {
  // Public and writes a row: bounded per address like the university sign-in's first step.
  await ctx.limiter.consume(`lti:start:ip:${budgetAddress(meta.ip)}`, ctx.budgets.ssoStartsPerIp);
  const platform = findPlatform(ctx.config.signIn.ltiPlatforms, input.iss, input.client_id);
  if (input.lti_deployment_id && !platform.deployment_ids.includes(input.lti_deployment_id)) {
    throw badRequest(SIGN_IN_MESSAGES.unknownPlatform);
  }
  let target: URL;
  try {
    target = new URL(input.target_link_uri);
  } catch {
    throw badRequest(SIGN_IN_MESSAGES.targetNotThisTool);
  }
  if (target.origin !== new URL(ctx.config.publicUrl).origin) {
    throw badRequest(SIGN_IN_MESSAGES.targetNotThisTool);
  }
  const nonce = randomToken();
  const flow = await saveAuthFlow(ctx.db, 'lti', {
    nonce,
    data: { issuer: platform.issuer, clientId: platform.client_id },
  });
  const url = new URL(platform.auth_login_url);
  const params = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.client_id,
    redirect_uri: launchUrl(ctx),
    login_hint: input.login_hint,
    state: flow.state,
    nonce,
    ...(input.lti_message_hint ? { lti_message_hint: input.lti_message_hint } : {}),
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return {
    location: url.toString(),
    cookies: stateCookies(flow.state, Math.floor(AUTH_FLOW_TTL_MS / 1000)),
  };
}
