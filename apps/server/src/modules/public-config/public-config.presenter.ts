import type { Institution, PublicConfigResponse } from '@capstone/contracts';
import type { SignInSettings } from '../../sign-in-config';

/** The settings the web needs before it checks a form; nothing secret is among them. */
export const presentPublicConfig = (
  institution: Institution,
  signIn: SignInSettings,
): PublicConfigResponse => ({
  university: {
    email_domains: [...institution.emailDomains],
    id_pattern: institution.idPattern,
    id_label: institution.idLabel,
    time_zone: institution.timeZone,
  },
  // The button's label and which forms to hide; never the allowlist, issuer or client.
  sign_in: {
    sso: signIn.oidc ? { name: signIn.oidc.name } : null,
    sso_only: (['student', 'staff'] as const).filter((type) => signIn.ssoOnly.has(type)),
    staff_signup: signIn.staffSignup.mode,
  },
});
