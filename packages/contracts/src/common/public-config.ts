import { z } from 'zod';
import { defineInstitution, type Institution } from './institution';

/**
 * `GET /api/config`: what the web must know before it checks a form, public and the same for
 * everyone. `university` holds the institution's rules (`UNI_EMAIL_DOMAINS`, `UNI_ID_PATTERN`,
 * `UNI_ID_LABEL`, `TIME_ZONE`); `sign_in` how its people sign in (`OIDC_*`, `SSO_ONLY`,
 * `STAFF_SIGNUP`); `privacy` what the privacy notice says (`PRIVACY_*`, `RETENTION_DAYS`).
 */
export const publicConfigResponse = z.object({
  university: z.object({
    email_domains: z.array(z.string()).describe('Student and staff email domains; first in hints'),
    id_pattern: z.string().describe('Regular expression a zID matches whole, in any case'),
    id_label: z.string().describe('What the id is called (`zID`)'),
    time_zone: z.string().describe('IANA time zone of server-set dates and email times'),
  }),
  sign_in: z
    .object({
      sso: z
        .object({ name: z.string().describe('OIDC_NAME: the button reads "Sign in with {name}"') })
        .nullable()
        .describe('University sign-in (OIDC_ISSUER), or null when not set up'),
      sso_only: z
        .array(z.enum(['student', 'staff']))
        .describe('SSO_ONLY: account types without passwords (login, registration, reset)'),
      staff_signup: z
        .enum(['open', 'allowlist', 'sso'])
        .describe('STAFF_SIGNUP: who may create a staff account by themselves'),
    })
    .describe('How students and staff sign in (issue 19); the allowlist itself is not shown'),
  privacy: z
    .object({
      operator: z
        .string()
        .nullable()
        .describe('PRIVACY_OPERATOR: who runs this installation, or null (the web words it)'),
      contact: z
        .string()
        .nullable()
        .describe('PRIVACY_CONTACT: where privacy requests go (email or URL), or null'),
      retention_days: z
        .number()
        .int()
        .describe("RETENTION_DAYS: days after archiving until an offering's data is due"),
    })
    .describe('What the privacy notice (/privacy) is built from (issue 20)'),
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;
export type PublicSignIn = PublicConfigResponse['sign_in'];
export type PublicPrivacy = PublicConfigResponse['privacy'];

/** The institution a config answer describes; throws `InstitutionError` if it cannot work. */
export function institutionFromPublicConfig(
  config: Pick<PublicConfigResponse, 'university'>,
): Institution {
  const university = publicConfigResponse.shape.university.parse(config.university);
  return defineInstitution({
    emailDomains: university.email_domains,
    idPattern: university.id_pattern,
    idLabel: university.id_label,
    timeZone: university.time_zone,
  });
}
