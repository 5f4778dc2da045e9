import { checkImportRow, hasUniversityDomain, isUniversityEmail } from '@capstone/contracts';
import type { ServiceContext } from '../../lib/context';
import { mayCreateOwnStaffAccount } from '../../policies/sign-in.policy';
import type { LtiPlatform } from '../../config/sign-in-config';
import type { ExternalPerson, ExternalSignInOptions } from '../identity/external-sign-in.service';
import type { ContextEntry } from './lti-enter-context.service';
import { LMS_TUTORIAL, nameParts } from './lti-people';

/**
 * How a launch finds, links or creates its person's account:
 * - a staff account it creates is a `tutor`, and a `course admin` only for an instructor whose
 *   address could register as staff by itself (a university address that `STAFF_SIGNUP` lets
 *   in): an LMS calls `Instructor` whoever owns a course there, a student's sandbox included;
 * - into a linked course, it creates no account the member import would then refuse (the
 *   launch ends with the import's message, and leaves no account or link behind);
 * - an account that has a password is linked only once its password confirms the link, unless
 *   the platform's entry says its addresses are proven (`trust_email`).
 */
export function launchSignInOptions(
  ctx: ServiceContext,
  platform: LtiPlatform,
  entry: ContextEntry,
  person: ExternalPerson,
): ExternalSignInOptions {
  const { institution, signIn } = ctx.config;
  const email = person.email?.toLowerCase() ?? null;
  const mayRegisterAsStaff =
    email !== null &&
    isUniversityEmail(institution, email) &&
    mayCreateOwnStaffAccount(signIn, email);
  const refusal = importRefusal(ctx, entry, person);
  return {
    type: entry.part === 'learner' ? 'student' : 'staff',
    create: refusal === null ? true : { refuse: refusal },
    staffRole: entry.part === 'instructor' && mayRegisterAsStaff ? 'course admin' : 'tutor',
    confirmPasswordAccount: platform.trust_email !== true,
  };
}

/**
 * The member import's refusal of the row a new account would be placed with, or null. Only a
 * linked course places people. An address outside the university's domains is refused as the
 * import refuses it, whether or not a university id came with it: that address is what the LMS
 * must fix. Without an email or a university id the sign-in itself says what is missing.
 */
function importRefusal(
  ctx: ServiceContext,
  { context, part, tutorial }: ContextEntry,
  person: ExternalPerson,
): string | null {
  if (!context.subcourseId || !person.email) return null;
  const email = person.email.toLowerCase();
  const { institution } = ctx.config;
  if (!hasUniversityDomain(institution, email)) return institution.messages.emailRegister;
  if (!person.zid) return null;
  // The row placement builds from the account this launch would create.
  const row = {
    ...nameParts({ name: person.name?.trim() || email }),
    email,
    zid: person.zid.toLowerCase(),
    tutorial: (part === 'learner' && tutorial) || LMS_TUTORIAL,
  };
  const check = checkImportRow(part === 'learner' ? 'student' : 'tutor', row, institution);
  if (check.ok) return null;
  // At the university's domain, the address the import refuses is one not made of the id.
  return check.message === institution.messages.emailRegister
    ? institution.messages.idMismatch
    : check.message;
}
