import type { Institution, PublicConfigResponse } from '@capstone/contracts';

/** The settings the web needs before it checks a form; nothing secret is among them. */
export const presentPublicConfig = (institution: Institution): PublicConfigResponse => ({
  university: {
    email_domains: [...institution.emailDomains],
    id_pattern: institution.idPattern,
    id_label: institution.idLabel,
    time_zone: institution.timeZone,
  },
});
