import { MESSAGES } from '@capstone/contracts';
import { errorToastText, isApiError } from '@/lib/api-error';

/** Server messages worth showing as they are on the register screen (api.md §4). */
const REGISTER_MESSAGES: ReadonlySet<string> = new Set([
  MESSAGES.emailInUse,
  MESSAGES.zidInUse,
  MESSAGES.emailUnswRegister,
  MESSAGES.zidFormat,
  MESSAGES.zidMismatch,
  MESSAGES.phoneInvalid,
  MESSAGES.abnDigits,
  MESSAGES.contactHours,
  MESSAGES.passwordRules,
  MESSAGES.passwordSpaces,
  MESSAGES.passwordMismatch,
  MESSAGES.tooManyAttempts,
]);

/** Spec 1 §8: any register failure reads 'Email already in use' unless the server said which rule. */
export function registerErrorMessage(error: unknown): string {
  if (isApiError(error) && REGISTER_MESSAGES.has(error.message)) return error.message;
  return MESSAGES.emailInUse;
}

/** api.md §20.1: the right password of an account whose email is not verified yet. */
export const isUnverifiedLogin = (error: unknown): boolean =>
  isApiError(error) && error.status === 403 && error.message === MESSAGES.verifyEmailFirst;

/**
 * Spec 1 §8: login failures read 'Email or password is incorrect'; a rate limit and an
 * unverified email (api.md §20.1) say so.
 */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 429) return error.message;
  if (isUnverifiedLogin(error)) return MESSAGES.verifyEmailFirst;
  return MESSAGES.loginFailed;
}

/** Email code checks and resends show the server's own words (api.md §20.1). */
export const verifyEmailErrorMessage = (error: unknown): string =>
  errorToastText(error, MESSAGES.unexpectedErrorToast);

/** Spec 1 §8 forgot-password ladder: 404, 400, other status, then no answer at all. */
export function forgotPasswordErrorMessage(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.unexpectedErrorToast;
  if (error.status === 404) return MESSAGES.emailNotFoundToast;
  if (error.status === 400) return MESSAGES.emailCouldNotSendToast;
  if (error.status === 429) return error.message;
  return MESSAGES.unknownErrorToast;
}

const PIN_MESSAGES: ReadonlySet<string> = new Set([
  MESSAGES.pinExpired,
  MESSAGES.pinTooManyAttempts,
  MESSAGES.tooManyAttempts,
]);

/** A wrong PIN reads as the spec's toast; an expired or voided one says to request a new PIN. */
export function verifyPinErrorMessage(error: unknown): string {
  if (isApiError(error) && PIN_MESSAGES.has(error.message)) return error.message;
  return MESSAGES.verifyPinToast;
}

const RESET_MESSAGES: ReadonlySet<string> = new Set([
  MESSAGES.passwordRules,
  MESSAGES.passwordSpaces,
  MESSAGES.tooManyAttempts,
]);

/**
 * api.md §20.2: the PIN sent with the new password no longer opens the reset (expired,
 * used, voided or replaced); the user has to verify a PIN again.
 */
export const isResetNotVerified = (error: unknown): boolean =>
  isApiError(error) && error.message === MESSAGES.resetNotVerified;

export function resetPasswordErrorMessage(error: unknown): string {
  if (isApiError(error) && RESET_MESSAGES.has(error.message)) return error.message;
  return MESSAGES.resetFailedToast;
}
