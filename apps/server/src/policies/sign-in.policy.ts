import { SIGN_IN_MESSAGES, type AccountType } from '@capstone/contracts';
import { forbidden } from '../lib/app-error';
import { isAllowlisted, type SignInSettings } from '../config/sign-in-config';

/**
 * `SSO_ONLY` (issue 19): students or staff listed there have no password steps at all (login,
 * registration, email verification and reset) and are sent to the university's sign-in. Clients
 * always keep passwords.
 */
export function assertPasswordsAllowed(signIn: SignInSettings, type: string) {
  if ((type === 'student' || type === 'staff') && signIn.ssoOnly.has(type)) {
    throw forbidden(SIGN_IN_MESSAGES.ssoOnly(signIn.oidc?.name ?? 'your university'));
  }
}

/**
 * `STAFF_SIGNUP` (issue 19) for a staff account created by its owner: with a password, or by a
 * first SSO sign-in that carries no staff claim. `open` lets anyone with a university address
 * in; `allowlist` only the addresses of `STAFF_ALLOWLIST`; `sso` nobody (the staff claim is the
 * only way in).
 */
export function mayCreateOwnStaffAccount(signIn: SignInSettings, email: string): boolean {
  const signup = signIn.staffSignup;
  if (signup.mode === 'open') return true;
  if (signup.mode === 'allowlist') return isAllowlisted(signup.patterns, email);
  return false;
}

/** Staff self-registration with a password: refused unless `STAFF_SIGNUP` lets this address in. */
export function assertStaffSelfSignup(signIn: SignInSettings, type: AccountType, email: string) {
  if (type === 'staff' && !mayCreateOwnStaffAccount(signIn, email)) {
    throw forbidden(SIGN_IN_MESSAGES.staffSignupRestricted);
  }
}
