import type { ImportResponse, LtiContextEntry } from '@capstone/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const ref = (contextRef: string) => encodeURIComponent(contextRef);

export const getLtiContextQueryOptions = (contextRef: string) =>
  queryOptions({
    queryKey: ['lti-context', contextRef],
    queryFn: () => api<LtiContextEntry>(`/lti/context/${ref(contextRef)}`),
    retry: false,
  });

/** The LMS courses linked to S (staff of S); empty when none, or LTI is not set up. */
export const getLinkedContextsQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: ['lti-contexts', subcourseId],
    queryFn: () =>
      api<LtiContextEntry[]>(`/lti/subcourse/${encodeURIComponent(subcourseId)}/contexts`),
  });

export const useLinkedContexts = (subcourseId: string, enabled: boolean) =>
  useQuery({ ...getLinkedContextsQueryOptions(subcourseId), enabled });

/** `PUT /api/lti/context/{contextRef}/link`. */
export function useLinkContext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contextRef, subcourseId }: { contextRef: string; subcourseId: string }) =>
      api<{ message: string }>(`/lti/context/${ref(contextRef)}/link`, {
        method: 'PUT',
        body: { subcourseId },
      }),
    onSuccess: (_data, { subcourseId }) =>
      queryClient.invalidateQueries({ queryKey: ['lti-contexts', subcourseId] }),
  });
}

/** `POST /api/lti/context/{contextRef}/sync`: the import summary of api.md §6. */
export function useSyncContext(subcourseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contextRef: string) =>
      api<ImportResponse>(`/lti/context/${ref(contextRef)}/sync`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members', subcourseId] }),
  });
}
