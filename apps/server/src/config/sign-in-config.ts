import { readFileSync } from 'node:fs';
import { z } from 'zod';

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
   * of asking its password (api.md §21.2).
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

const MAX_VARIABLE_LENGTH = 2000;

type Env = Record<string, string | undefined>;
type Result = { settings: SignInSettings } | { variable: string; reason: string };

class SettingError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(reason);
  }
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

function readOidc(env: Env, isProduction: boolean): OidcSettings | null {
  const issuer = env.OIDC_ISSUER;
  if (!issuer) {
    if (env.OIDC_CLIENT_ID) throw new SettingError('OIDC_ISSUER', 'required with OIDC_CLIENT_ID');
    return null;
  }
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new SettingError('OIDC_ISSUER', 'must be a URL');
  }
  const allowHttp = !isProduction || env.OIDC_ALLOW_HTTP === 'on';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowHttp)) {
    throw new SettingError(
      'OIDC_ISSUER',
      isProduction
        ? 'must be https:// in production (OIDC_ALLOW_HTTP=on for a local test provider)'
        : 'must be an http:// or https:// URL',
    );
  }
  if (!env.OIDC_CLIENT_ID) throw new SettingError('OIDC_CLIENT_ID', 'required with OIDC_ISSUER');
  const scopes = env.OIDC_SCOPES ?? 'openid email profile';
  if (!scopes.split(/\s+/).includes('openid')) {
    throw new SettingError('OIDC_SCOPES', 'must include openid');
  }
  const staffValues = list(env.OIDC_STAFF_VALUES);
  if (env.OIDC_STAFF_CLAIM && staffValues.length === 0) {
    throw new SettingError('OIDC_STAFF_VALUES', 'required with OIDC_STAFF_CLAIM');
  }
  return {
    issuer,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    scopes,
    name: env.OIDC_NAME ?? 'your university',
    idClaim: env.OIDC_ID_CLAIM,
    staffClaim: env.OIDC_STAFF_CLAIM,
    staffValues,
    hostedDomain: env.OIDC_HOSTED_DOMAIN,
    allowHttp,
  };
}

function readSsoOnly(env: Env, oidc: OidcSettings | null): Set<'student' | 'staff'> {
  const types = list(env.SSO_ONLY);
  const unknown = types.filter((type) => type !== 'student' && type !== 'staff');
  if (unknown.length > 0) {
    throw new SettingError(
      'SSO_ONLY',
      `must list student and/or staff (not ${unknown.join(', ')})`,
    );
  }
  if (types.length > 0 && !oidc) {
    throw new SettingError('SSO_ONLY', 'needs OIDC_ISSUER: nobody could sign in otherwise');
  }
  return new Set(types as ('student' | 'staff')[]);
}

/** `*@unsw.edu.au` (any address at that domain) or one exact address, case-insensitive. */
const ALLOWLIST_ENTRY = /^(\*|[^\s@*]+)@[^\s@*]+\.[^\s@*]+$/;

function readStaffSignup(env: Env, oidc: OidcSettings | null): StaffSignup {
  const mode = env.STAFF_SIGNUP ?? 'open';
  if (mode === 'open') return { mode };
  if (mode === 'sso') {
    if (!oidc?.staffClaim) {
      throw new SettingError('STAFF_SIGNUP', 'sso needs OIDC_ISSUER and OIDC_STAFF_CLAIM');
    }
    return { mode };
  }
  if (mode === 'allowlist') {
    const patterns = list(env.STAFF_ALLOWLIST).map((entry) => entry.toLowerCase());
    if (patterns.length === 0) {
      throw new SettingError('STAFF_ALLOWLIST', 'required with STAFF_SIGNUP=allowlist');
    }
    const bad = patterns.find((entry) => !ALLOWLIST_ENTRY.test(entry));
    if (bad) {
      throw new SettingError('STAFF_ALLOWLIST', `"${bad}" is neither *@domain nor an address`);
    }
    return { mode, patterns };
  }
  throw new SettingError('STAFF_SIGNUP', 'must be open, allowlist or sso');
}

/** Whether an allowlist lets `email` register a staff account by itself. */
export function isAllowlisted(patterns: readonly string[], email: string): boolean {
  const address = email.toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return patterns.some((entry) =>
    entry.startsWith('*@') ? entry.slice(2) === domain : entry === address,
  );
}

function readLtiPlatforms(env: Env, isProduction: boolean): LtiPlatform[] {
  const file = env.LTI_PLATFORMS;
  if (!file) return [];
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SettingError('LTI_PLATFORMS', `cannot read ${file} as JSON (${String(error)})`);
  }
  const parsed = z.array(ltiPlatformSchema).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new SettingError('LTI_PLATFORMS', `${issue.path.join('.')}: ${issue.message}`);
  }
  const platforms = parsed.data;
  if (isProduction) {
    for (const platform of platforms) {
      for (const key of ['auth_login_url', 'auth_token_url', 'key_set_url'] as const) {
        if (!platform[key].startsWith('https://')) {
          throw new SettingError('LTI_PLATFORMS', `${key} of ${platform.issuer} must be https://`);
        }
      }
    }
  }
  const seen = new Set<string>();
  for (const platform of platforms) {
    const key = `${platform.issuer} ${platform.client_id}`;
    if (seen.has(key)) {
      throw new SettingError('LTI_PLATFORMS', `${platform.issuer} is registered twice`);
    }
    seen.add(key);
  }
  return platforms;
}

/**
 * Sign-in settings from the environment (issue 19): the OpenID provider, `SSO_ONLY`,
 * `STAFF_SIGNUP` and the LTI platforms. A value that cannot work is answered with its
 * variable's name and why, for `ConfigError`.
 */
export function signInFromEnv(env: Env, isProduction: boolean): Result {
  const set = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => value && /^(OIDC_|SSO_|STAFF_|LTI_)/.test(name)),
  ) as Env;
  for (const [variable, value] of Object.entries(set)) {
    if ((value?.length ?? 0) > MAX_VARIABLE_LENGTH) {
      return { variable, reason: `must be at most ${MAX_VARIABLE_LENGTH} characters` };
    }
  }
  try {
    const oidc = readOidc(set, isProduction);
    return {
      settings: {
        oidc,
        ssoOnly: readSsoOnly(set, oidc),
        staffSignup: readStaffSignup(set, oidc),
        ltiPlatforms: readLtiPlatforms(set, isProduction),
      },
    };
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    return { variable: error.variable, reason: error.message };
  }
}
