import {
  isSignInErrorCode,
  isSignInErrorDetail,
  SIGN_IN_ERROR_GENERIC,
  type SignInRefusal,
} from './sign-in-errors';

/**
 * What the page knows about the installation, so that a refusal names the real things: the
 * provider's name on the sign-in button, the university's email domains and id label, and
 * whether the account type may also sign in with a password. Missing facts are worded plainly.
 */
export interface RefusalFacts {
  /** `OIDC_NAME` ("UNSW"). */
  provider?: string | null;
  emailDomains?: readonly string[];
  /** `UNI_ID_LABEL` ("zID"). */
  idLabel?: string;
  /** False when `SSO_ONLY` leaves the account type no password. */
  passwordAllowed?: boolean;
}

/**
 * Where the refusal is read: the login page after university sign-in (the university's IT
 * service desk fixes the account), or the LMS launch page (the teacher or the LMS administrator
 * fixes what the LMS sends).
 */
export type RefusalPlace = 'university' | 'lms';

/** "@ad.unsw.edu.au or @unsw.edu.au": the university's email domains as a sentence names them. */
export function emailDomainsText(domains: readonly string[]): string {
  const names = domains.map((domain) => `@${domain}`);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** The domains as a sentence names them, or null when they are not known. */
const domainList = (domains: readonly string[] | undefined) =>
  domains && domains.length > 0 ? emailDomainsText(domains) : null;

const EXPIRED = 'Sign-in expired or was already used. Please try again.';
const NOT_LINKED = 'Your teacher has not set this course up yet. Please try again once they have.';
const LAUNCH_INVALID =
  'Capstone could not check the launch from your course. Open it again from your course; if it opened inside the course page, open it in a new window.';
const SIGNUP_CLOSED =
  'Staff sign-up is restricted. Ask a course admin to add you to their course, then sign in again.';

/** The sentences of a refusal after university sign-in. */
function universityText(refusal: SignInRefusal, facts: RefusalFacts): string {
  const provider = facts.provider?.trim() || 'university';
  const account = `Your ${provider} account`;
  const id = facts.idLabel ?? 'university id';
  const domains = domainList(facts.emailDomains);
  const desk = "Ask your university's IT service desk";
  const orPassword = facts.passwordAllowed === false ? '' : ', or sign in with a password';
  switch (refusal.code) {
    case 'expired':
      return EXPIRED;
    case 'not_staff':
      return `${account} is not a staff account. If you are a student, sign in on the Student tab; if you teach, ask your university's IT service desk to record you as staff.`;
    case 'not_university':
      return `${account} has no ${domains ?? 'university'} email address. ${desk} to add one${orPassword}.`;
    case 'provider_down':
      return 'University sign-in is not available right now. Please try again in a few minutes.';
    case 'signup_closed':
      return SIGNUP_CLOSED;
    case 'not_linked':
      return NOT_LINKED;
    case 'launch_invalid':
      return LAUNCH_INVALID;
    case 'no_id':
      break;
  }
  switch (refusal.detail) {
    case 'no_email':
      return `${account} did not give Capstone a confirmed email address. ${desk} to add one${orPassword}.`;
    case 'no_university_id':
      return `${account} did not give Capstone your ${id}. ${desk} to add it to your account${orPassword}.`;
    case 'id_mismatch':
      return `The ${id} your ${provider} account gave does not match its email address. ${desk} to correct it${orPassword}.`;
    case 'account_taken':
      return facts.passwordAllowed === false
        ? `Another Capstone account already uses your email address or ${id}. Ask your course staff for help.`
        : `Another Capstone account already uses your email address or ${id}. If it is yours, sign in with its password ("Forgot password?" sets one); if not, ask your course staff for help.`;
    default:
      return `Your university did not give Capstone a confirmed email address and ${id}, or another account already uses them. Please ask your course staff for help.`;
  }
}

/** The sentences of a refusal of a launch from the LMS. */
function lmsText(refusal: SignInRefusal, facts: RefusalFacts): string {
  const id = facts.idLabel ?? 'university id';
  const domains = domainList(facts.emailDomains);
  const fix = 'Ask your teacher or the LMS administrator';
  const again = 'then open Capstone from your course again';
  switch (refusal.code) {
    case 'expired':
      return 'The launch from your course expired or was already used. Open Capstone from your course again.';
    case 'not_university':
      return `The email address your LMS has for you is not a university address${domains ? ` (${domains})` : ''}. ${fix} to use your university email address in the LMS, ${again}.`;
    case 'provider_down':
      return 'Capstone is busy right now. Open it again from your course in a few minutes.';
    case 'not_linked':
      return NOT_LINKED;
    case 'launch_invalid':
      return LAUNCH_INVALID;
    case 'not_staff':
      return 'Your role in this LMS course cannot open Capstone. Ask your teacher for help.';
    case 'signup_closed':
      return SIGNUP_CLOSED;
    case 'no_id':
      break;
  }
  switch (refusal.detail) {
    case 'no_email':
      return `Your LMS did not send Capstone your email address. ${fix} to let the LMS share it with Capstone, ${again}.`;
    case 'no_university_id':
      return `Your LMS did not send Capstone your ${id}. ${fix} to add it to your LMS account, ${again}.`;
    case 'id_mismatch':
      return `The ${id} your LMS sent does not match your email address. ${fix} to correct it, ${again}.`;
    case 'account_taken':
      return `Another Capstone account already uses your email address or ${id}. Ask your teacher for help.`;
    default:
      return `Your LMS did not give Capstone your email address and ${id}, or another account already uses them. ${fix} for help.`;
  }
}

/**
 * What the login page (`university`) or the LMS launch page (`lms`) says for a refusal read from
 * the address: the product's own sentence for a known code (refined by a known detail), the
 * generic sentence for anything else; never the text of the address, which anyone can write.
 */
export function signInRefusalText(
  code: string | null | undefined,
  detail: string | null | undefined,
  place: RefusalPlace,
  facts: RefusalFacts = {},
): string {
  if (!isSignInErrorCode(code)) return SIGN_IN_ERROR_GENERIC;
  const refusal: SignInRefusal = isSignInErrorDetail(detail) ? { code, detail } : { code };
  return place === 'lms' ? lmsText(refusal, facts) : universityText(refusal, facts);
}
