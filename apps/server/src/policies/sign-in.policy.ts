import { SIGN_IN_MESSAGES, type AccountType } from '@capstone/contracts';
import { forbidden } from '../lib/app-error';
import type { SignInSettings } from '../config/sign-in-config';

/**
 * `SSO_ONLY`: students or staff listed there have no password steps at all (login,
 * registration, email verification and reset) and are sent to the university's sign-in. Clients
 * always keep passwords.
 */
export function assertPasswordsAllowed(signIn: SignInSettings, type: string) {
  if ((type === 'student' || type === 'staff') && signIn.ssoOnly.has(type)) {
    throw forbidden(SIGN_IN_MESSAGES.ssoOnly(signIn.oidc?.name ?? 'your university'));
  }
}

/**
 * Whether a `STAFF_ALLOWLIST` lets `email` register a staff account by itself: `*@domain` matches
 * that whole domain (not its subdomains), any other entry one exact address, in any letter case.
 */
export function isAllowlisted(patterns: readonly string[], email: string): boolean {
  const address = email.toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return patterns.some((entry) =>
    entry.startsWith('*@') ? entry.slice(2) === domain : entry === address,
  );
}

/**
 * `STAFF_SIGNUP` for a staff account created by its owner: with a password, or by a
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
