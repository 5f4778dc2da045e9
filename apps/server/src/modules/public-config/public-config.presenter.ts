import type { Institution, PublicConfigResponse } from '@capstone/contracts';
import type { Config } from '../../config/config';
import type { SignInSettings } from '../../config/sign-in-config';

/** The settings the web needs before it checks a form; nothing secret is among them. */
export const presentPublicConfig = (
  institution: Institution,
  signIn: SignInSettings,
  privacy: Pick<Config, 'privacy' | 'retentionDays'>,
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
  // The privacy notice's facts; its defaults ("the university that runs this Capstone") are
  // the web's words, so an unset value stays null here.
  privacy: {
    operator: privacy.privacy.operator?.trim() || null,
    contact: privacy.privacy.contact?.trim() || null,
    retention_days: privacy.retentionDays,
  },
});
