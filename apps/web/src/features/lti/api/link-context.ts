import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getLinkedContextsQueryOptions } from './get-linked-contexts';

export interface LinkContextInput {
  contextRef: string;
  subcourseId: string;
}

/** `PUT /api/lti/context/{contextRef}/link`: the LMS course stands for the subcourse from now on. */
export const linkContext = ({ contextRef, subcourseId }: LinkContextInput) =>
  api<{ message: string }>(`/lti/context/${encodeURIComponent(contextRef)}/link`, {
    method: 'PUT',
    body: { subcourseId },
  });

export function useLinkContext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkContext,
    onSuccess: (_data, { subcourseId }) =>
      queryClient.invalidateQueries({
        queryKey: getLinkedContextsQueryOptions(subcourseId).queryKey,
      }),
  });
}
