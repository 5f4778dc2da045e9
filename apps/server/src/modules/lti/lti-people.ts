import { TUTORIAL_RE, type Institution } from '@capstone/contracts';

/**
 * The tutorial of students and tutors from the LMS when nothing names one: neither Canvas nor
 * Moodle puts sections in the class list. A CSV import, or a `tutorial` custom parameter on the
 * LMS link, sets the real one.
 */
export const LMS_TUTORIAL = 'LMS';

/** The `tutorial` custom parameter, when it is a valid tutorial. */
export function customTutorial(custom: Record<string, string>): string | null {
  const value = custom.tutorial?.trim();
  return value && TUTORIAL_RE.test(value) ? value : null;
}

const localPart = (email: string | null) =>
  email && email.includes('@') ? email.slice(0, email.lastIndexOf('@')) : null;

/**
 * The university id of a person from the LMS: a `zid` custom parameter (an LMS administrator
 * can map it, e.g. `$Canvas.user.sisIntegrationId`), else the email's local part, else the SIS
 * id (`lis.person_sourcedid`), whichever first fits the institution's id pattern.
 */
export function universityIdOf(
  institution: Institution,
  person: { custom?: Record<string, string>; email: string | null; sourcedId: string | null },
): string | null {
  const candidates = [person.custom?.zid, localPart(person.email), person.sourcedId];
  for (const candidate of candidates) {
    const value = candidate?.trim().toLowerCase();
    if (value && value.length <= 100 && institution.idRe.test(value)) return value;
  }
  return null;
}

/** First and last name for an import row, from the claims or the account's full name. */
export function nameParts(person: {
  givenName?: string | null;
  familyName?: string | null;
  name?: string | null;
  email?: string | null;
}): { firstName: string; lastName: string } {
  const given = person.givenName?.trim();
  if (given) return { firstName: given, lastName: person.familyName?.trim() ?? '' };
  const full = person.name?.trim() || person.familyName?.trim() || person.email || 'LMS user';
  return { firstName: full, lastName: '' };
}
