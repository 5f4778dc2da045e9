import {
  institutionFromPublicConfig,
  type Institution,
  type PublicConfigResponse,
} from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** `GET /api/config`: public, so no token is sent (and the answer stays cacheable). */
export const getPublicConfig = () => api<PublicConfigResponse>('/config', { token: false });

/**
 * The university's rules (email domains, id pattern and name, time zone), read once per page
 * load: they change only when the server restarts with other settings.
 */
export const getInstitutionQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: async (): Promise<Institution> => institutionFromPublicConfig(await getPublicConfig()),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * The institution the forms check against. While it loads (or if it cannot be read) `data` is
 * undefined: a screen then waits for it, or leaves those rules to the server, which checks them
 * with the same words either way.
 */
export const useInstitution = () => useQuery(getInstitutionQueryOptions());
