import { MESSAGES, SIGN_IN_MESSAGES, type SignInErrorCode } from '@capstone/contracts';
import { AppError } from '../../lib/app-error';
import type { ServiceContext } from '../../lib/context';

/**
 * The code for each refusal a sign-in or a launch can end with. The services keep throwing their
 * messages (the same rules answer JSON routes elsewhere); only the code leaves in the redirect, and
 * the page words it.
 */
const CODE_OF_MESSAGE: Record<string, SignInErrorCode> = {
  [SIGN_IN_MESSAGES.signInExpired]: 'expired',
  [SIGN_IN_MESSAGES.signInFailed]: 'expired',
  [SIGN_IN_MESSAGES.signInCancelled]: 'expired',
  [SIGN_IN_MESSAGES.notStaff]: 'not_staff',
  [SIGN_IN_MESSAGES.hostedDomain]: 'not_university',
  [SIGN_IN_MESSAGES.noVerifiedEmail]: 'no_id',
  [MESSAGES.emailInUse]: 'no_id',
  [SIGN_IN_MESSAGES.providerUnavailable]: 'provider_down',
  [SIGN_IN_MESSAGES.staffSignupRestricted]: 'signup_closed',
  [SIGN_IN_MESSAGES.contextNotSetUp]: 'not_linked',
  [SIGN_IN_MESSAGES.contextNotLinked]: 'not_linked',
  [SIGN_IN_MESSAGES.launchFailed]: 'launch_invalid',
  [SIGN_IN_MESSAGES.launchCookieMissing]: 'launch_invalid',
  [SIGN_IN_MESSAGES.noContext]: 'launch_invalid',
  [SIGN_IN_MESSAGES.roleNotSupported]: 'launch_invalid',
};

/** The messages whose words depend on the institution's settings. */
function institutionCode(ctx: ServiceContext, message: string): SignInErrorCode | undefined {
  const { institution } = ctx.config;
  const { messages } = institution;
  if (message === messages.emailLogin || message === messages.emailRegister) {
    return 'not_university';
  }
  const idMessages = [
    messages.idInUse,
    messages.idInUseWithOtherEmail,
    messages.idFormat,
    messages.idMismatch,
    SIGN_IN_MESSAGES.noUniversityId(institution.idLabel),
  ];
  return idMessages.includes(message) ? 'no_id' : undefined;
}

/**
 * The code of why a sign-in (`fallback` 'expired') or a launch (`fallback` 'launch_invalid')
 * ended: a too-many-attempts or an unavailable service asks to come back later; anything not
 * known here gets the flow's fallback, never its text.
 */
export function signInErrorCode(
  ctx: ServiceContext,
  error: unknown,
  fallback: SignInErrorCode,
): SignInErrorCode {
  if (!(error instanceof AppError)) return fallback;
  if (error.statusCode === 429 || error.statusCode === 503) return 'provider_down';
  return (
    (Object.hasOwn(CODE_OF_MESSAGE, error.message) ? CODE_OF_MESSAGE[error.message] : undefined) ??
    institutionCode(ctx, error.message) ??
    fallback
  );
}
