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

/** The login page that says the session ended and comes back to `returnTo` afterwards. */
export const sessionEndedLogin = (returnTo: string) =>
  `/login?${new URLSearchParams({ session: 'ended', next: returnTo }).toString()}`;

/**
 * Where to go after signing in again: `next` when it is a page of this site that needs a
 * session, else the dashboard. Anything else (another origin, `//host`, a public page) is
 * refused, so a crafted link cannot send someone off the site.
 */
export function returnPath(next: string | null): string {
  if (!next || next.length > 2000 || !next.startsWith('/') || /^\/[\\/]/.test(next)) return '/dash';
  const pathname = next.split(/[?#]/, 1)[0] ?? '';
  return isPublicPath(pathname) ? '/dash' : next;
}

/**
 * Where the routing rules send a visitor, or null to stay: logged-in users never see /login or
 * /register; logged-out users see only the public paths. A visitor whose session the server
 * ended goes to the login page, which brings them back to `pathname` + `search`.
 */
export function getGuardRedirect(
  pathname: string,
  isLoggedIn: boolean,
  ended: { sessionEnded: boolean; search: string } = { sessionEnded: false, search: '' },
): string | null {
  const path = normalise(pathname);
  if (isLoggedIn) {
    if (path === '/register') return '/dash';
    return path === '/login' ? returnPath(new URLSearchParams(ended.search).get('next')) : null;
  }
  if (isPublicPath(path)) return null;
  return ended.sessionEnded ? sessionEndedLogin(`${path}${ended.search}`) : '/';
}
