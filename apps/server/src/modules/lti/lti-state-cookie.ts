import { createHash } from 'node:crypto';
import { AUTH_COOKIE_PATH, flowCookieHeader, type FlowCookie } from '../identity/flow-cookie';
import { HANDOVER_TTL_MS } from '../identity/session-handover.service';

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
 * other host needs https (PUBLIC_URL). `Path` limits the cookie to the LTI routes; a copy of it
 * under `/api/auth` binds the launch's hand-over code to the same browser.
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

/** The launch's cookie as the hand-over exchange checks it. */
export const handoverCookie = (state: string): FlowCookie => ({
  name: stateCookieName(state),
  crossSite: true,
});

/**
 * The login step's cookies: one for the launch, and its copy for the hand-over exchange, which
 * outlives the flow by the hand-over's minute.
 */
export const stateCookies = (state: string, maxAgeSeconds: number): string[] => [
  stateCookie(state, maxAgeSeconds),
  flowCookieHeader(handoverCookie(state), {
    path: AUTH_COOKIE_PATH,
    maxAgeSeconds: maxAgeSeconds + Math.floor(HANDOVER_TTL_MS / 1000),
    secure: true,
  }),
];

/** Expires the launch's cookie once its launch arrived; the exchange expires its copy. */
export const clearStateCookie = (state: string) => stateCookie(state, 0);

/** Whether the request carries the cookie of this state. */
export function hasStateCookie(header: string | undefined, state: string): boolean {
  if (!header || header.length > 16_384) return false;
  const name = stateCookieName(state);
  return header.split(';').some((part) => part.trim().split('=')[0] === name);
}
