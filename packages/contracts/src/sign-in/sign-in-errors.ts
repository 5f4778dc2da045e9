import { z } from 'zod';
import { requiredString } from '../common/fields';

/**
 * Why a university sign-in or an LMS launch ended without a session. Only these codes travel in
 * `/login?sso_error=<code>` and `/lti/complete#error=<code>`: the pages show the product's own
 * sentence for each, never text from the address, which anyone can write.
 */
export const SIGN_IN_ERROR_CODES = [
  'expired',
  'not_staff',
  'not_university',
  'no_id',
  'provider_down',
  'not_linked',
  'launch_invalid',
  'signup_closed',
] as const;
export type SignInErrorCode = (typeof SIGN_IN_ERROR_CODES)[number];

/** What the login and LMS pages say for each code. */
export const SIGN_IN_ERROR_SENTENCES: Readonly<Record<SignInErrorCode, string>> = {
  expired: 'Sign-in expired or was already used. Please try again.',
  not_staff:
    'Your university account is not a staff account. If you are a student, sign in on the Student tab.',
  not_university: 'Sign in with your university account, not a personal one.',
  no_id:
    'Your university did not give Capstone a confirmed email address and university id, or another account already uses them. Please ask your course staff for help.',
  provider_down:
    'University sign-in is not available right now. Please try again in a few minutes.',
  not_linked: 'Your teacher has not set this course up yet. Please try again once they have.',
  launch_invalid:
    'Capstone could not check the launch from your course. Open it again from your course; if it opened inside the course page, open it in a new window.',
  signup_closed:
    'Staff sign-up is restricted. Ask a course admin to add you to their course, then sign in again.',
};

/** What the pages say for a code they do not know (an old link, or text someone wrote). */
export const SIGN_IN_ERROR_GENERIC = 'Sign-in did not work. Please try again.';

export const isSignInErrorCode = (value: unknown): value is SignInErrorCode =>
  SIGN_IN_ERROR_CODES.includes(value as SignInErrorCode);

/** The sentence for a code from an address; the generic sentence for anything else. */
export const signInErrorSentence = (code: string | null | undefined): string =>
  isSignInErrorCode(code) ? SIGN_IN_ERROR_SENTENCES[code] : SIGN_IN_ERROR_GENERIC;

/** The one-time codes of the sign-in hand-over are 43 characters; anything past this is junk. */
export const HANDOVER_CODE_MAX_LENGTH = 100;
/** What a hand-over code looks like (base64url), for the pages that read one from a fragment. */
export const HANDOVER_CODE_RE = /^[\w-]{1,100}$/;

/** `POST /api/auth/session/exchange`: the code from `#code=…`. */
export const sessionExchangeBody = z.object({
  code: requiredString('code', undefined, HANDOVER_CODE_MAX_LENGTH),
});
export type SessionExchangeBody = z.infer<typeof sessionExchangeBody>;
