import {
  emailDomainsText,
  fieldRequired,
  hasUniversityDomain,
  type Institution,
  type MemberImportRow,
} from '@capstone/contracts';

/**
 * Why the sync left a member out, said about the LMS's data: a member import's row message names
 * the field a person would fill in ("zid is required"), but nobody typed these rows, so the
 * reasons the LMS causes say what the LMS did not give. Other reasons stay the import's.
 */
export function syncReason(institution: Institution, message: string, row: MemberImportRow) {
  const { messages, idLabel } = institution;
  const noId = `The LMS did not give this member's ${idLabel}`;
  if (message === fieldRequired('email')) return 'The LMS has no email address for this member';
  if (message === fieldRequired('zid')) return noId;
  if (message === messages.emailRegister && !hasUniversityDomain(institution, row.email)) {
    return `The LMS email address is not a university address (${emailDomainsText(institution.emailDomains)})`;
  }
  // At a university domain the import refuses an address that is not `<id>@domain`.
  if (message === messages.emailRegister && !row.zid) return noId;
  if (message === messages.emailRegister || message === messages.idMismatch) {
    return `The LMS email address does not match this member's ${idLabel}`;
  }
  return message;
}
