import { SIGN_IN_MESSAGES } from '@capstone/contracts';
import * as client from 'openid-client';
import { z } from 'zod';
import { AppError, forbidden } from '../../lib/app-error';
import type { RequestMeta, ServiceContext } from '../../lib/context';
import { mayCreateOwnStaffAccount } from '../../policies/sign-in.policy';
import { saveAuthFlow, takeAuthFlow } from '../identity/auth-flows.repo';
import {
  signInExternalPerson,
  type ExternalPerson,
  type ExternalSignInOptions,
} from '../identity/external-sign-in.service';
import {
  hostedDomainMatches,
  isStaffPerClaim,
  isUniversityEmail,
  personFromClaims,
  type Claims,
} from './oidc-claims';
import type { OidcProvider } from './oidc-provider';

export type SsoUser = 'student' | 'staff';

export const CALLBACK_PATH = '/api/auth/oidc/callback';
const flowData = z.object({ user: z.enum(['student', 'staff']) });

/** Where the sign-in ends: the web's login page with the message, or its session page. */
export const failureLocation = (webOrigin: string, message: string, user?: SsoUser) => {
  const query = new URLSearchParams({ sso_error: message });
  if (user) query.set('user', user);
  return `${webOrigin}/login?${query}`;
};

/**
 * Starts a sign-in (`GET /api/auth/oidc/login`): state, nonce and PKCE verifier are kept in the
 * database (any process may take the callback), and the browser goes to the provider with the
 * S256 challenge.
 */
export async function startOidcSignIn(
  ctx: ServiceContext,
  provider: OidcProvider,
  user: SsoUser,
  meta: RequestMeta,
): Promise<string> {
  await ctx.limiter.consume(`sso:start:ip:${meta.ip}`, ctx.budgets.ssoStartsPerIp);
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
  return client.buildAuthorizationUrl(configuration, parameters).href;
}

/** Thrown with the message the login page shows; anything else reads `Sign-in failed`. */
class SignInRefused extends Error {}

/**
 * Ends a sign-in (`GET /api/auth/oidc/callback`) and answers where the browser goes next. The
 * state is taken first (single use), then openid-client checks the provider's answer: state,
 * issuer (`iss` parameter when the provider sends it), the code exchanged with the PKCE
 * verifier, the ID token's signature, issuer, audience, expiry and nonce.
 */
export async function finishOidcSignIn(
  ctx: ServiceContext,
  provider: OidcProvider,
  query: Record<string, unknown>,
  rawQuery: string,
): Promise<string> {
  const { webOrigin } = ctx.config;
  const state = typeof query.state === 'string' && query.state.length <= 200 ? query.state : null;
  const flow = state ? await takeAuthFlow(ctx.db, 'oidc', state) : undefined;
  const data = flowData.safeParse(flow?.data);
  if (!flow || !data.success) return failureLocation(webOrigin, SIGN_IN_MESSAGES.signInExpired);
  const { user } = data.data;
  try {
    if (query.error !== undefined) {
      throw new SignInRefused(
        query.error === 'access_denied'
          ? SIGN_IN_MESSAGES.signInCancelled
          : SIGN_IN_MESSAGES.signInFailed,
      );
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
    const { actor } = await signIn(ctx, provider, claims, user);
    const access_token = await ctx.tokens.issue(actor);
    // A fragment never reaches a server log or a Referer header.
    const fragment = new URLSearchParams({ access_token, user: actor.type, id: actor.id });
    return `${webOrigin}/sso/complete#${fragment}`;
  } catch (error) {
    if (error instanceof SignInRefused || error instanceof AppError) {
      return failureLocation(webOrigin, error.message, user);
    }
    // What openid-client found wrong, without the token response it may carry as `cause`.
    const { name, message, code } = error as { name?: string; message?: string; code?: string };
    ctx.log.warn({ name, code, message }, 'oidc sign-in failed');
    return failureLocation(webOrigin, SIGN_IN_MESSAGES.signInFailed, user);
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
    person.email !== null && isUniversityEmail(ctx.config.institution, person.email);
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
