import { createHash } from 'node:crypto';

/**
 * The login step's cookie, which binds the launch to the browser that started it: without it,
 * anyone holding a valid launch of their own could post it into a victim's browser and sign the
 * victim in as themselves (login CSRF). The cookie holds nothing secret, only whether this browser
 * began the flow: its name carries a hash of the state, so parallel launches in two tabs keep
 * their own cookies.
 *
 * The launch is a form post from the LMS's site, a cross-site request: only `SameSite=None`
 * cookies travel with it, and browsers keep those only when `Secure`. Browsers treat
 * `http://localhost` as secure, so development and the tests work over plain http there; any
 * other host needs https (PUBLIC_URL). `Path` limits the cookie to the LTI routes.
 */
const PREFIX = 'lti_state_';
const PATH = '/api/lti/';

export const stateCookieName = (state: string) =>
  PREFIX + createHash('sha256').update(state).digest('base64url').slice(0, 32);

export function stateCookie(state: string, maxAgeSeconds: number): string {
  return [
    `${stateCookieName(state)}=1`,
    `Path=${PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'Secure',
    'SameSite=None',
  ].join('; ');
}

/** Expires the cookie once its launch arrived. */
export const clearStateCookie = (state: string) => stateCookie(state, 0);

/** Whether the request carries the cookie of this state. */
export function hasStateCookie(header: string | undefined, state: string): boolean {
  if (!header || header.length > 16_384) return false;
  const name = stateCookieName(state);
  return header.split(';').some((part) => part.trim().split('=')[0] === name);
}
