import { AUTH_FLOW_TTL_MS } from '../identity/auth-flows.repo';
import {
  AUTH_COOKIE_PATH,
  flowCookieHeader,
  flowCookieName,
  type FlowCookie,
} from '../identity/flow-cookie';
import { HANDOVER_TTL_MS } from '../identity/session-handover.service';

/**
 * The university sign-in's flow cookie, named after a hash of its state: the callback and then the
 * hand-over exchange accept the flow only in the browser that started it.
 */
export const oidcFlowCookie = (state: string): FlowCookie => ({
  name: flowCookieName('sso_flow_', state),
  crossSite: false,
});

/**
 * Set by `GET /api/auth/oidc/login`. It lives as long as the flow plus the hand-over's minute,
 * so that a callback at the flow's last moment still leaves time for the exchange.
 */
export const setOidcFlowCookie = (state: string, secure: boolean) =>
  flowCookieHeader(oidcFlowCookie(state), {
    path: AUTH_COOKIE_PATH,
    maxAgeSeconds: Math.floor((AUTH_FLOW_TTL_MS + HANDOVER_TTL_MS) / 1000),
    secure,
  });
