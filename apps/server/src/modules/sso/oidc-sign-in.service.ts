import {
  hasUniversityDomain,
  SIGN_IN_MESSAGES,
  type SignInErrorCode,
  type SignInRefusal,
} from '@capstone/contracts';
import * as client from 'openid-client';
import { z } from 'zod';
import { AppError, forbidden } from '../../lib/app-error';
import { budgetAddress } from '../../lib/budget-address';
import type { RequestMeta, ServiceContext } from '../../lib/context';
import { mayCreateOwnStaffAccount } from '../../policies/sign-in.policy';
import { saveAuthFlow, takeAuthFlow } from '../identity/auth-flows.repo';
import { hasFlowCookie } from '../identity/flow-cookie';
import {
  signInExternalPerson,
  type ExternalPerson,
  type ExternalSignInOptions,
} from '../identity/external-sign-in.service';
import { signInRefusal } from '../identity/sign-in-error-code';
import { clearFlowCookie, handOverSession } from '../identity/session-handover.service';
import { hostedDomainMatches, isStaffPerClaim, personFromClaims, type Claims } from './oidc-claims';
import { oidcFlowCookie, setOidcFlowCookie } from './oidc-flow-cookie';
import type { OidcProvider } from './oidc-provider';

export type SsoUser = 'student' | 'staff';

export const CALLBACK_PATH = '/api/auth/oidc/callback';
const flowData = z.object({ user: z.enum(['student', 'staff']) });

/**
 * An ID token issued further ahead than this is refused: the provider's clock may run a little
 * fast, but not by more.
 */
const MAX_FUTURE_IAT_SECONDS = 5 * 60;

/**
 * Where a refused sign-in ends: the web's login page with a code from the fixed list
 * (`SignInErrorCode`) and, when the code has several causes, a `detail` from another fixed list,
 * which the page words; never a message, which the page could not tell from text someone else
 * wrote into a link.
 */
export const failureLocation = (
  webOrigin: string,
  refusal: SignInRefusal | SignInErrorCode,
  user?: SsoUser,
) => {
  const { code, detail } =
    typeof refusal === 'string' ? { code: refusal, detail: undefined } : refusal;
  const query = new URLSearchParams({ sso_error: code });
  if (user) query.set('user', user);
  if (detail) query.set('detail', detail);
  return `${webOrigin}/login?${query}`;
};

/**
 * Starts a sign-in (`GET /api/auth/oidc/login`): state, nonce and PKCE verifier are kept in the
 * database (any process may take the callback), the browser gets the flow's cookie, and goes to
 * the provider with the S256 challenge.
 */
export async function startOidcSignIn(
  ctx: ServiceContext,
  provider: OidcProvider,
  user: SsoUser,
  meta: RequestMeta,
): Promise<{ location: string; cookie: string }> {
  await ctx.limiter.consume(`sso:start:ip:${budgetAddress(meta.ip)}`, ctx.budgets.ssoStartsPerIp);
  const configuration = await provider.configuration().catch((error: unknown) => {
    const { name, message, code } = error as { name?: string; message?: string; code?: string };
    ctx.log.warn({ name, code, message }, 'oidc discovery failed');
    throw new AppError(503, SIGN_IN_MESSAGES.providerUnavailable);
  });
  const codeVerifier = client.randomPKCECodeVerifier();
  const nonce = client.randomNonce();
  const flow = await saveAuthFlow(ctx.db, 'oidc', { nonce, codeVerifier, data: { user } });
  const parameters: Record<string, string> = {
    redirect_uri: `${ctx.config.publicUrl}${CALLBACK_PATH}`,
    scope: provider.settings.scopes,
    state: flow.state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  // Google shows only the university's accounts in its chooser; the `hd` claim is still checked.
  if (provider.settings.hostedDomain) parameters.hd = provider.settings.hostedDomain;
  return {
    location: client.buildAuthorizationUrl(configuration, parameters).href,
    cookie: setOidcFlowCookie(flow.state, ctx.config.publicUrl.startsWith('https://')),
  };
}

/** Thrown with the code the login page words; anything unexpected reads `expired`. */
class SignInRefused extends Error {
  constructor(readonly code: SignInErrorCode) {
    super(code);
  }
}

/** Where the browser goes next, and the flow cookie's new value when it must change. */
export interface SignInEnd {
  location: string;
  cookie?: string;
}

/**
 * Ends a sign-in (`GET /api/auth/oidc/callback`) and answers where the browser goes next. The state
 * is taken first (single use) and must come with the flow's cookie: a callback URL carried into
 * another browser signs nobody in there. Then openid-client checks the provider's answer: state,
 * issuer (`iss` parameter when the provider sends it), the code exchanged with the PKCE verifier,
 * the ID token's signature, issuer, audience, expiry and nonce. A session is not issued here: the
 * browser gets a one-time code to exchange, and keeps the cookie for that exchange.
 */
export async function finishOidcSignIn(
  ctx: ServiceContext,
  provider: OidcProvider,
  query: Record<string, unknown>,
  rawQuery: string,
  cookieHeader: string | undefined,
): Promise<SignInEnd> {
  const { webOrigin } = ctx.config;
  const state = typeof query.state === 'string' && query.state.length <= 200 ? query.state : null;
  const flow = state ? await takeAuthFlow(ctx.db, 'oidc', state) : undefined;
  const data = flowData.safeParse(flow?.data);
  if (!flow || !data.success) return { location: failureLocation(webOrigin, 'expired') };
  const cookie = oidcFlowCookie(flow.state);
  const cleared = clearFlowCookie(ctx, cookie);
  // The flow is spent either way: whoever started it signs in again.
  if (!hasFlowCookie(cookieHeader, cookie.name)) {
    return { location: failureLocation(webOrigin, 'expired'), cookie: cleared };
  }
  const { user } = data.data;
  try {
    if (query.error !== undefined) {
      // The provider's own refusal: cancelled at its page (the person can simply try again),
      // or the provider failing.
      const busy = query.error === 'temporarily_unavailable' || query.error === 'server_error';
      throw new SignInRefused(busy ? 'provider_down' : 'expired');
    }
    const configuration = await provider.configuration();
    const tokens = await client.authorizationCodeGrant(
      configuration,
      new URL(`${ctx.config.publicUrl}${CALLBACK_PATH}?${rawQuery}`),
      {
        pkceCodeVerifier: flow.codeVerifier ?? undefined,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      },
    );
    const claims = await claimsOf(configuration, tokens);
    // openid-client checks `exp` but not how far ahead `iat` is.
    if (typeof claims.iat === 'number' && claims.iat > Date.now() / 1000 + MAX_FUTURE_IAT_SECONDS) {
      ctx.log.warn({ iat: claims.iat }, 'oidc sign-in refused: ID token issued in the future');
      throw new SignInRefused('expired');
    }
    const { actor } = await signIn(ctx, provider, claims, user);
    const code = await handOverSession(ctx, actor, cookie);
    // A fragment never reaches a server log or a Referer header; the code alone is no session.
    return { location: `${webOrigin}/sso/complete#${new URLSearchParams({ code })}` };
  } catch (error) {
    if (error instanceof SignInRefused) {
      return { location: failureLocation(webOrigin, error.code, user), cookie: cleared };
    }
    if (!(error instanceof AppError)) {
      // What openid-client found wrong, without the token response it may carry as `cause`.
      const { name, message, code } = error as { name?: string; message?: string; code?: string };
      ctx.log.warn({ name, code, message }, 'oidc sign-in failed');
    }
    const refusal = signInRefusal(ctx, error, 'expired');
    return { location: failureLocation(webOrigin, refusal, user), cookie: cleared };
  }
}

/**
 * The ID token's claims, with the userinfo endpoint's beneath when the token has no email
 * (providers that keep profile claims out of the ID token). The ID token wins every clash, and
 * openid-client checks that the userinfo answer is about the same `sub`.
 */
async function claimsOf(
  configuration: client.Configuration,
  tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>,
): Promise<Claims> {
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  if (claims.email !== undefined || !configuration.serverMetadata().userinfo_endpoint) {
    return claims;
  }
  // Best effort: a failed or mismatched answer (another `sub`) leaves the ID token's claims.
  const info = await client
    .fetchUserInfo(configuration, tokens.access_token, claims.sub)
    .catch(() => ({}));
  return { ...info, ...claims };
}

async function signIn(ctx: ServiceContext, provider: OidcProvider, claims: Claims, user: SsoUser) {
  const { settings } = provider;
  if (!hostedDomainMatches(claims, settings)) throw forbidden(SIGN_IN_MESSAGES.hostedDomain);
  const person = personFromClaims(claims, settings, ctx.config.institution);
  if (!person) throw new Error('ID token without subject or issuer');
  return signInExternalPerson(ctx, person, options(ctx, provider, claims, person, user));
}

/**
 * Who gets an account made here. Students: anyone the university vouches for at one of its
 * email domains. Staff: with `OIDC_STAFF_CLAIM`, exactly those the claim marks (whatever
 * `STAFF_SIGNUP` says); without it, existing staff accounts are found or linked, and a new one
 * follows `STAFF_SIGNUP` as self-registration does.
 */
function options(
  ctx: ServiceContext,
  provider: OidcProvider,
  claims: Claims,
  person: ExternalPerson,
  user: SsoUser,
): ExternalSignInOptions {
  const university =
    person.email !== null && hasUniversityDomain(ctx.config.institution, person.email);
  const notUniversity = { refuse: SIGN_IN_MESSAGES.hostedDomain };
  if (user === 'student') return { type: 'student', create: university ? true : notUniversity };
  if (provider.settings.staffClaim) {
    if (!isStaffPerClaim(claims, provider.settings)) throw forbidden(SIGN_IN_MESSAGES.notStaff);
    return { type: 'staff', create: university ? true : notUniversity, staffRole: 'course admin' };
  }
  const mayCreate =
    person.email !== null && mayCreateOwnStaffAccount(ctx.config.signIn, person.email);
  return {
    type: 'staff',
    create: !university
      ? notUniversity
      : mayCreate
        ? true
        : { refuse: SIGN_IN_MESSAGES.staffSignupRestricted },
    // A never-verified account taken over keeps `course admin` only where its owner could
    // have registered as one.
    staffRole: mayCreate ? 'course admin' : 'tutor',
  };
}
