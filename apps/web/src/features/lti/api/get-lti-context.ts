import type { LtiContextEntry } from '@capstone/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /api/lti/context/{contextRef}`: the LMS course a first instructor launch came from. */
export const getLtiContext = (contextRef: string) =>
  api<LtiContextEntry>(`/lti/context/${encodeURIComponent(contextRef)}`);

export const getLtiContextQueryOptions = (contextRef: string) =>
  queryOptions({
    queryKey: ['lti-context', contextRef],
    queryFn: () => getLtiContext(contextRef),
    retry: false,
  });
