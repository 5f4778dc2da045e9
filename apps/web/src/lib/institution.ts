import {
  institutionFromPublicConfig,
  type Institution,
  type PublicConfigResponse,
  type PublicSignIn,
} from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** `GET /api/config`: public, so no token is sent (and the answer stays cacheable). */
export const getPublicConfig = () => api<PublicConfigResponse>('/config', { token: false });

/**
 * The server's public settings, read once per page load: they change only when the server
 * restarts with other settings.
 */
export const getPublicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: getPublicConfig,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The university's rules (email domains, id pattern and name, time zone). */
export const getInstitutionQueryOptions = () =>
  queryOptions({
    ...getPublicConfigQueryOptions(),
    select: (config): Institution => institutionFromPublicConfig(config),
  });

/**
 * The institution the forms check against. While it loads (or if it cannot be read) `data` is
 * undefined: a screen then waits for it, or leaves those rules to the server, which checks them
 * with the same words either way.
 */
export const useInstitution = () => useQuery(getInstitutionQueryOptions());

/** Passwords for everyone and no university sign-in: what a server without `OIDC_*` answers. */
export const PASSWORDS_ONLY: PublicSignIn = { sso: null, sso_only: [], staff_signup: 'open' };

const selectSignIn = (config: PublicConfigResponse): PublicSignIn =>
  config.sign_in ?? PASSWORDS_ONLY;

/**
 * How students and staff sign in: the university's button, the types without passwords (`SSO_ONLY`)
 * and who may register as staff (`STAFF_SIGNUP`).
 */
export const useSignInOptions = () =>
  useQuery({ ...getPublicConfigQueryOptions(), select: selectSignIn });
