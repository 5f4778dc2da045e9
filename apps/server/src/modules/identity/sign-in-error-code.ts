import {
  MESSAGES,
  SIGN_IN_MESSAGES,
  type SignInErrorCode,
  type SignInErrorDetail,
  type SignInRefusal,
} from '@capstone/contracts';
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

/** What exactly a message refuses, where one code covers causes that different people fix. */
const DETAIL_OF_MESSAGE: Record<string, SignInErrorDetail> = {
  [SIGN_IN_MESSAGES.noVerifiedEmail]: 'no_email',
  [MESSAGES.emailInUse]: 'account_taken',
};

/** The messages whose words depend on the institution's settings. */
function institutionRefusal(ctx: ServiceContext, message: string): SignInRefusal | undefined {
  const { institution } = ctx.config;
  const { messages } = institution;
  if (message === messages.emailLogin || message === messages.emailRegister) {
    return { code: 'not_university' };
  }
  const details: Record<string, SignInErrorDetail> = {
    [messages.idInUse]: 'account_taken',
    [messages.idInUseWithOtherEmail]: 'account_taken',
    [messages.idFormat]: 'no_university_id',
    [messages.idMismatch]: 'id_mismatch',
    [SIGN_IN_MESSAGES.noUniversityId(institution.idLabel)]: 'no_university_id',
  };
  return Object.hasOwn(details, message) ? { code: 'no_id', detail: details[message] } : undefined;
}

/**
 * Why a sign-in (`fallback` 'expired') or a launch (`fallback` 'launch_invalid') ended: a
 * too-many-attempts or an unavailable service asks to come back later; anything not known here
 * gets the flow's fallback, never its text. The detail says which of a code's causes it was.
 */
export function signInRefusal(
  ctx: ServiceContext,
  error: unknown,
  fallback: SignInErrorCode,
): SignInRefusal {
  if (!(error instanceof AppError)) return { code: fallback };
  if (error.statusCode === 429 || error.statusCode === 503) return { code: 'provider_down' };
  const { message } = error;
  if (Object.hasOwn(CODE_OF_MESSAGE, message)) {
    const code = CODE_OF_MESSAGE[message]!;
    return Object.hasOwn(DETAIL_OF_MESSAGE, message)
      ? { code, detail: DETAIL_OF_MESSAGE[message] }
      : { code };
  }
  return institutionRefusal(ctx, message) ?? { code: fallback };
}
