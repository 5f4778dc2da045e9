import { createHash } from 'node:crypto';

/**
 * The cookies that bind a sign-in to the browser that started it. Without one, anyone holding a
 * valid sign-in of their own (a callback URL, a launch, a hand-over code) could send it to a
 * victim's browser and sign the victim in as themselves (login CSRF).
 *
 * A cookie holds nothing secret, only that this browser began the flow: its name carries a hash
 * of the flow's state, so sign-ins in two tabs keep their own cookies, and a hand-over code
 * remembers the name it needs.
 */
export interface FlowCookie {
  name: string;
  /**
   * Whether it must travel with cross-site requests: an LMS posts its launch from its own site,
   * maybe inside a frame, so only `SameSite=None` cookies (which browsers keep only when
   * `Secure`) reach the tool. A university sign-in comes back by a top-level GET, which `Lax`
   * cookies follow.
   */
  crossSite: boolean;
}

/** Where the hand-over exchange and the university sign-in live (`/api/auth/…`). */
export const AUTH_COOKIE_PATH = '/api/auth';

/** A cookie name made of `prefix` and a hash of the flow's state. */
export const flowCookieName = (prefix: string, state: string) =>
  prefix + createHash('sha256').update(state).digest('base64url').slice(0, 32);

/**
 * The `Set-Cookie` value of a flow cookie (`maxAgeSeconds` 0 expires it). `secure` is for `Lax`
 * cookies: set when the public URL is https. Browsers treat `http://localhost` as secure, so the
 * cross-site cookie works in development and the tests too.
 */
export function flowCookieHeader(
  cookie: FlowCookie,
  options: { path: string; maxAgeSeconds: number; secure: boolean },
): string {
  return [
    `${cookie.name}=1`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    ...(cookie.crossSite || options.secure ? ['Secure'] : []),
    cookie.crossSite ? 'SameSite=None' : 'SameSite=Lax',
  ].join('; ');
}

/** Whether the request's `Cookie` header carries a cookie of this name. */
export function hasFlowCookie(header: string | undefined, name: string): boolean {
  if (!header || header.length > 16_384) return false;
  return header.split(';').some((part) => part.trim().split('=')[0] === name);
}
