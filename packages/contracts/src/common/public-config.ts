import { z } from 'zod';
import { defineInstitution, type Institution } from './institution';

/**
 * `GET /api/config`: what the web must know before it checks a form, public and the same for
 * everyone. `university` holds the institution's rules (`UNI_EMAIL_DOMAINS`, `UNI_ID_PATTERN`,
 * `UNI_ID_LABEL`, `TIME_ZONE`).
 */
export const publicConfigResponse = z.object({
  university: z.object({
    email_domains: z.array(z.string()).describe('Student and staff email domains; first in hints'),
    id_pattern: z.string().describe('Regular expression a zID matches whole, in any case'),
    id_label: z.string().describe('What the id is called (`zID`)'),
    time_zone: z.string().describe('IANA time zone of server-set dates and email times'),
  }),
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;

/** The institution a config answer describes; throws `InstitutionError` if it cannot work. */
export function institutionFromPublicConfig(config: PublicConfigResponse): Institution {
  const { university } = publicConfigResponse.parse(config);
  return defineInstitution({
    emailDomains: university.email_domains,
    idPattern: university.id_pattern,
    idLabel: university.id_label,
    timeZone: university.time_zone,
  });
}
