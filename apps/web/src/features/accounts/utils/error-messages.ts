import { MESSAGES, messageForPeople, type Institution } from '@capstone/contracts';
import { errorToastText, isApiError } from '@/lib/api-error';

/** Server messages worth showing as they are on the register screen. */
const REGISTER_MESSAGES: ReadonlySet<string> = new Set([
  MESSAGES.emailInUse,
  MESSAGES.phoneInvalid,
  MESSAGES.abnDigits,
  MESSAGES.contactHours,
  MESSAGES.passwordRules,
  MESSAGES.passwordSpaces,
  MESSAGES.passwordMismatch,
  MESSAGES.tooManyAttempts,
]);

/** The register rules worded by the institution (its email domains and id name). */
const institutionRegisterMessages = (institution: Institution | undefined): string[] =>
  institution
    ? [
        institution.messages.emailRegister,
        institution.messages.idFormat,
        institution.messages.idMismatch,
        institution.messages.idInUse,
      ]
    : [];

/** Any register failure reads 'Email already in use' unless the server said which rule. */
export function registerErrorMessage(error: unknown, institution: Institution | undefined): string {
  if (!isApiError(error)) return MESSAGES.emailInUse;
  const known =
    REGISTER_MESSAGES.has(error.serverMessage) ||
    institutionRegisterMessages(institution).includes(error.serverMessage);
  return known ? error.message : MESSAGES.emailInUse;
}

const FIELD_OF: Readonly<Record<string, string>> = {
  [MESSAGES.emailInUse]: 'email',
  [MESSAGES.phoneInvalid]: 'phone',
  [MESSAGES.abnDigits]: 'companyABN',
  [MESSAGES.contactHours]: 'contactHours',
  [MESSAGES.passwordRules]: 'password',
  [MESSAGES.passwordSpaces]: 'password',
  [MESSAGES.passwordMismatch]: 'confirmPassword',
};

/**
 * The register field a server refusal is about, so the message sits under that field; null
 * when it is about no one field.
 */
export function registerErrorField(
  error: unknown,
  institution: Institution | undefined,
): string | null {
  if (!isApiError(error)) return null;
  const message = error.serverMessage;
  if (institution) {
    const { emailRegister, idFormat, idMismatch, idInUse } = institution.messages;
    if (message === emailRegister) return 'email';
    if ([idFormat, idMismatch, idInUse].includes(message)) return 'zid';
  }
  return FIELD_OF[message] ?? null;
}

/** The right password of an account whose email is not verified yet. */
export const isUnverifiedLogin = (error: unknown): boolean =>
  isApiError(error) && error.status === 403 && error.serverMessage === MESSAGES.verifyEmailFirst;

/**
 * Login failures read 'Email or password is incorrect'; a rate limit and an unverified email say
 * so, and so does a rule the form could not check itself (a 400, when the university's rules could
 * not be loaded).
 */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 429 || error.status === 400)) return error.message;
  if (isUnverifiedLogin(error)) return MESSAGES.verifyEmailFirst;
  return MESSAGES.loginFailed;
}

/** Email code checks and resends show the server's own words. */
export const verifyEmailErrorMessage = (error: unknown): string =>
  errorToastText(error, MESSAGES.unexpectedErrorToast);

/** The forgot-password toasts, in order: 404, 400, other status, then no answer at all. */
export function forgotPasswordErrorMessage(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.unexpectedErrorToast;
  if (error.status === 404) return MESSAGES.emailNotFoundToast;
  if (error.status === 400) return MESSAGES.emailCouldNotSendToast;
  if (error.status === 429) return error.message;
  return MESSAGES.unknownErrorToast;
}

const PIN_MESSAGES: ReadonlySet<string> = new Set([
  MESSAGES.invalidPin,
  MESSAGES.pinExpired,
  MESSAGES.pinTooManyAttempts,
  MESSAGES.tooManyAttempts,
]);

/** A wrong, expired or voided code says what to do; anything else that it could not be checked. */
export function verifyPinErrorMessage(error: unknown): string {
  if (isApiError(error) && PIN_MESSAGES.has(error.serverMessage)) return error.message;
  return messageForPeople(MESSAGES.verifyPinToast);
}

const RESET_MESSAGES: ReadonlySet<string> = new Set([
  MESSAGES.passwordRules,
  MESSAGES.passwordSpaces,
  MESSAGES.tooManyAttempts,
]);

/**
 * The PIN sent with the new password no longer opens the reset (expired, used, voided or replaced);
 * the user has to verify a PIN again.
 */
export const isResetNotVerified = (error: unknown): boolean =>
  isApiError(error) && error.serverMessage === MESSAGES.resetNotVerified;

export function resetPasswordErrorMessage(error: unknown): string {
  if (isApiError(error) && RESET_MESSAGES.has(error.serverMessage)) return error.message;
  return MESSAGES.resetFailedToast;
}
