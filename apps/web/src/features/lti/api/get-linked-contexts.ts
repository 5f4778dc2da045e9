import type { LtiContextEntry } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The LMS courses linked to S (staff of S); empty when none, or LTI is not set up. */
export const getLinkedContexts = (subcourseId: string) =>
  api<LtiContextEntry[]>(`/lti/subcourse/${encodeURIComponent(subcourseId)}/contexts`);

export const getLinkedContextsQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: ['lti-contexts', subcourseId],
    queryFn: () => getLinkedContexts(subcourseId),
  });

export const useLinkedContexts = (subcourseId: string, enabled: boolean) =>
  useQuery({ ...getLinkedContextsQueryOptions(subcourseId), enabled });
