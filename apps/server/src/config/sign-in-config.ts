import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { envText, refuse } from './env-schema';

/** The university's OpenID provider (`OIDC_*`), when one is configured. */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** Unset: a public client (PKCE alone), as some providers register single-page tools. */
  clientSecret: string | undefined;
  scopes: string;
  /** The provider's name on the login page: "Sign in with {name}". */
  name: string;
  /** The claim holding the university id; unset: the email's local part when it fits the rule. */
  idClaim: string | undefined;
  /** The claim that marks staff (a string or a list), and the values that do. */
  staffClaim: string | undefined;
  staffValues: string[];
  /** Google Workspace: the `hd` (hosted domain) claim every sign-in must carry. */
  hostedDomain: string | undefined;
  /** An `http://` issuer, outside production or with `OIDC_ALLOW_HTTP=on` (local test providers). */
  allowHttp: boolean;
}

/**
 * Who may create a staff account by themselves: anyone with a university address (`open`, the
 * default), the addresses of `STAFF_ALLOWLIST` (`allowlist`), or nobody but SSO sign-ins that
 * carry the staff claim (`sso`).
 */
export type StaffSignup =
  { mode: 'open' } | { mode: 'allowlist'; patterns: string[] } | { mode: 'sso' };

/** One LMS registration (`LTI_PLATFORMS`), in the names LMS administrators see. */
export const ltiPlatformSchema = z.object({
  issuer: z.string().min(1).max(500),
  client_id: z.string().min(1).max(500),
  auth_login_url: z.url().max(2000),
  auth_token_url: z.url().max(2000),
  key_set_url: z.url().max(2000),
  deployment_ids: z.array(z.string().min(1).max(500)).min(1),
  /**
   * Whether the platform's email addresses are proven (the LMS never lets users set their own
   * unconfirmed): a first launch then links a password account of that address at once instead
   * of asking its password.
   */
  trust_email: z.boolean().optional(),
});
export type LtiPlatform = z.infer<typeof ltiPlatformSchema>;

export interface SignInSettings {
  oidc: OidcSettings | null;
  /** Account types that may not use passwords (`SSO_ONLY`): login, registration and reset. */
  ssoOnly: ReadonlySet<'student' | 'staff'>;
  staffSignup: StaffSignup;
  ltiPlatforms: LtiPlatform[];
}

/** The variables read here; an unknown `OIDC_*` or `LTI_*` name is not one of them. */
const signInVariables = z.object({
  OIDC_ISSUER: envText().optional(),
  OIDC_CLIENT_ID: envText().optional(),
  OIDC_CLIENT_SECRET: envText().optional(),
  OIDC_SCOPES: envText().optional(),
  OIDC_NAME: envText().optional(),
  OIDC_ID_CLAIM: envText().optional(),
  OIDC_STAFF_CLAIM: envText().optional(),
  OIDC_STAFF_VALUES: envText().optional(),
  OIDC_HOSTED_DOMAIN: envText().optional(),
  OIDC_ALLOW_HTTP: envText().optional(),
  SSO_ONLY: envText().optional(),
  STAFF_SIGNUP: envText().optional(),
  STAFF_ALLOWLIST: envText().optional(),
  LTI_PLATFORMS: envText().optional(),
});
type Env = z.infer<typeof signInVariables>;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

const DEFAULT_SCOPES = 'openid email profile';

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** `OIDC_*`: a provider needs an issuer URL and a client id; the rest have defaults. */
function checkOidc(env: Env, isProduction: boolean, ctx: z.RefinementCtx) {
  const issuer = env.OIDC_ISSUER;
  if (!issuer) {
    if (env.OIDC_CLIENT_ID) refuse(ctx, 'OIDC_ISSUER', 'required with OIDC_CLIENT_ID');
    return;
  }
  const url = parseUrl(issuer);
  if (!url) return refuse(ctx, 'OIDC_ISSUER', 'must be a URL');
  const allowHttp = !isProduction || env.OIDC_ALLOW_HTTP === 'on';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowHttp)) {
    return refuse(
      ctx,
      'OIDC_ISSUER',
      isProduction
        ? 'must be https:// in production (OIDC_ALLOW_HTTP=on for a local test provider)'
        : 'must be an http:// or https:// URL',
    );
  }
  if (!env.OIDC_CLIENT_ID) return refuse(ctx, 'OIDC_CLIENT_ID', 'required with OIDC_ISSUER');
  if (!(env.OIDC_SCOPES ?? DEFAULT_SCOPES).split(/\s+/).includes('openid')) {
    return refuse(ctx, 'OIDC_SCOPES', 'must include openid');
  }
  if (env.OIDC_STAFF_CLAIM && list(env.OIDC_STAFF_VALUES).length === 0) {
    refuse(ctx, 'OIDC_STAFF_VALUES', 'required with OIDC_STAFF_CLAIM');
  }
}

/** `SSO_ONLY`: account types whose only way in is the provider, so one must be configured. */
function checkSsoOnly(env: Env, ctx: z.RefinementCtx) {
  const types = list(env.SSO_ONLY);
  const unknown = types.filter((type) => type !== 'student' && type !== 'staff');
  if (unknown.length > 0) {
    return refuse(ctx, 'SSO_ONLY', `must list student and/or staff (not ${unknown.join(', ')})`);
  }
  if (types.length > 0 && !env.OIDC_ISSUER) {
    refuse(ctx, 'SSO_ONLY', 'needs OIDC_ISSUER: nobody could sign in otherwise');
  }
}

/** `*@unsw.edu.au` (any address at that domain) or one exact address, case-insensitive. */
const ALLOWLIST_ENTRY = /^(\*|[^\s@*]+)@[^\s@*]+\.[^\s@*]+$/;

const allowlistOf = (env: Env) => list(env.STAFF_ALLOWLIST).map((entry) => entry.toLowerCase());

/** `STAFF_SIGNUP` and, with `allowlist`, `STAFF_ALLOWLIST`. */
function checkStaffSignup(env: Env, ctx: z.RefinementCtx) {
  const mode = env.STAFF_SIGNUP ?? 'open';
  if (mode === 'open') return;
  if (mode === 'sso') {
    if (!env.OIDC_ISSUER || !env.OIDC_STAFF_CLAIM) {
      refuse(ctx, 'STAFF_SIGNUP', 'sso needs OIDC_ISSUER and OIDC_STAFF_CLAIM');
    }
    return;
  }
  if (mode !== 'allowlist') return refuse(ctx, 'STAFF_SIGNUP', 'must be open, allowlist or sso');
  const patterns = allowlistOf(env);
  if (patterns.length === 0) {
    return refuse(ctx, 'STAFF_ALLOWLIST', 'required with STAFF_SIGNUP=allowlist');
  }
  const bad = patterns.find((entry) => !ALLOWLIST_ENTRY.test(entry));
  if (bad) refuse(ctx, 'STAFF_ALLOWLIST', `"${bad}" is neither *@domain nor an address`);
}

/** `LTI_PLATFORMS`: the JSON file it names, each platform reachable and registered once. */
function readLtiPlatforms(
  file: string | undefined,
  isProduction: boolean,
  ctx: z.RefinementCtx,
): LtiPlatform[] | undefined {
  if (!file) return [];
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    refuse(ctx, 'LTI_PLATFORMS', `cannot read ${file} as JSON (${String(error)})`);
    return undefined;
  }
  const parsed = z.array(ltiPlatformSchema).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    refuse(ctx, 'LTI_PLATFORMS', `${issue.path.join('.')}: ${issue.message}`);
    return undefined;
  }
  const platforms = parsed.data;
  if (isProduction) {
    for (const platform of platforms) {
      for (const key of ['auth_login_url', 'auth_token_url', 'key_set_url'] as const) {
        if (!platform[key].startsWith('https://')) {
          refuse(ctx, 'LTI_PLATFORMS', `${key} of ${platform.issuer} must be https://`);
          return undefined;
        }
      }
    }
  }
  const seen = new Set<string>();
  for (const platform of platforms) {
    const key = `${platform.issuer} ${platform.client_id}`;
    if (seen.has(key)) {
      refuse(ctx, 'LTI_PLATFORMS', `${platform.issuer} is registered twice`);
      return undefined;
    }
    seen.add(key);
  }
  return platforms;
}

function staffSignupOf(env: Env): StaffSignup {
  const mode = env.STAFF_SIGNUP ?? 'open';
  if (mode === 'allowlist') return { mode, patterns: allowlistOf(env) };
  return { mode: mode === 'sso' ? 'sso' : 'open' };
}

function oidcOf(env: Env, isProduction: boolean): OidcSettings | null {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID) return null;
  return {
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    scopes: env.OIDC_SCOPES ?? DEFAULT_SCOPES,
    name: env.OIDC_NAME ?? 'your university',
    idClaim: env.OIDC_ID_CLAIM,
    staffClaim: env.OIDC_STAFF_CLAIM,
    staffValues: list(env.OIDC_STAFF_VALUES),
    hostedDomain: env.OIDC_HOSTED_DOMAIN,
    allowHttp: !isProduction || env.OIDC_ALLOW_HTTP === 'on',
  };
}

/**
 * Sign-in settings from the environment: the OpenID provider, `SSO_ONLY`, `STAFF_SIGNUP` and
 * the LTI platforms. The checks run in that order and stop at the first fault, since the later
 * ones build on the earlier (`SSO_ONLY` needs a provider).
 */
export const signInSchema = (isProduction: boolean) =>
  signInVariables
    .superRefine((env, ctx) => checkOidc(env, isProduction, ctx))
    .superRefine(checkSsoOnly)
    .superRefine(checkStaffSignup)
    .transform((env, ctx): SignInSettings => {
      const ltiPlatforms = readLtiPlatforms(env.LTI_PLATFORMS, isProduction, ctx);
      if (!ltiPlatforms) return z.NEVER;
      return {
        oidc: oidcOf(env, isProduction),
        ssoOnly: new Set(list(env.SSO_ONLY) as ('student' | 'staff')[]),
        staffSignup: staffSignupOf(env),
        ltiPlatforms,
      };
    });
