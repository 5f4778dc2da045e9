import type { StaffLink } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getLinksQueryOptions } from './get-links';

export interface AddLinkInput {
  name: string;
  url: string;
}

export const addLink = (subcourseId: string, body: AddLinkInput) =>
  api<StaffLink[]>(`/staff/links/${encodeURIComponent(subcourseId)}`, {
    method: 'POST',
    body: { ...body, subcourse: subcourseId },
  });

/** POST /api/staff/links/{id}; the answer is the caller's whole list, so it replaces the cache. */
export function useAddLink(subcourseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddLinkInput) => addLink(subcourseId, body),
    onSuccess: (links) =>
      queryClient.setQueryData(getLinksQueryOptions(subcourseId).queryKey, links),
  });
}
