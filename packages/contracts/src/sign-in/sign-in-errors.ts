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

/**
 * What refines a code when one code covers several causes, each fixed by someone else: in
 * `/login?sso_error=no_id&detail=<detail>` and `/lti/complete#error=no_id&detail=<detail>`.
 * Optional: a page that gets none (or one it does not know) words the code alone.
 */
export const SIGN_IN_ERROR_DETAILS = [
  /** No email address, or one the provider does not vouch for. */
  'no_email',
  /** No university id, or none that fits the institution's pattern. */
  'no_university_id',
  /** The university id given does not match the email address. */
  'id_mismatch',
  /** Another account already has the email address or the university id. */
  'account_taken',
] as const;
export type SignInErrorDetail = (typeof SIGN_IN_ERROR_DETAILS)[number];

/** Why a sign-in or a launch was refused: a code, and for some codes what exactly. */
export interface SignInRefusal {
  code: SignInErrorCode;
  detail?: SignInErrorDetail;
}

/** What the pages say for a code they do not know (an old link, or text someone wrote). */
export const SIGN_IN_ERROR_GENERIC = 'Sign-in did not work. Please try again.';

export const isSignInErrorCode = (value: unknown): value is SignInErrorCode =>
  SIGN_IN_ERROR_CODES.includes(value as SignInErrorCode);

export const isSignInErrorDetail = (value: unknown): value is SignInErrorDetail =>
  SIGN_IN_ERROR_DETAILS.includes(value as SignInErrorDetail);

/** The one-time codes of the sign-in hand-over are 43 characters; anything past this is junk. */
export const HANDOVER_CODE_MAX_LENGTH = 100;
/** What a hand-over code looks like (base64url), for the pages that read one from a fragment. */
export const HANDOVER_CODE_RE = /^[\w-]{1,100}$/;

/** `POST /api/auth/session/exchange`: the code from `#code=…`. */
export const sessionExchangeBody = z.object({
  code: requiredString('code', undefined, HANDOVER_CODE_MAX_LENGTH),
});
export type SessionExchangeBody = z.infer<typeof sessionExchangeBody>;
