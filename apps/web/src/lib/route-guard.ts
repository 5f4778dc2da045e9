import { ACCOUNT_TYPES, trimTrailing } from '@capstone/contracts';

// `/sso/complete` and `/lti/complete` start the session of a university sign-in or of a
// launch from the LMS; `/privacy` is the privacy notice.
const PUBLIC_PATHS = new Set([
  '/',
  '/login',
  '/register',
  '/sso/complete',
  '/lti/complete',
  '/privacy',
]);
const FORGOT_PASSWORD_RE = new RegExp(`^/forgot-password/(${ACCOUNT_TYPES.join('|')})$`);

const normalise = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? trimTrailing(pathname, '/') || '/' : pathname;

/** Paths a logged-out visitor may open. */
export function isPublicPath(pathname: string): boolean {
  const path = normalise(pathname);
  return (
    PUBLIC_PATHS.has(path) ||
    FORGOT_PASSWORD_RE.test(path) ||
    path.startsWith('/reset-password') ||
    path.startsWith('/verify-email/')
  );
}

/**
 * Where the routing rules send a visitor, or null to stay: logged-in users never see /login or
 * /register; logged-out users see only the public paths.
 */
export function getGuardRedirect(pathname: string, isLoggedIn: boolean): string | null {
  const path = normalise(pathname);
  if (isLoggedIn) return path === '/login' || path === '/register' ? '/dash' : null;
  return isPublicPath(path) ? null : '/';
}
