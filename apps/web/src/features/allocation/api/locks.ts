import type { LocksResponse } from '@capstone/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { proposalKey } from './get-proposal';

export const locksKey = (subcourseId: string) => ['allocation', subcourseId, 'locks'] as const;

/** GET /api/admin/{subcourseId}/allocation/locked: the ids of the locked groups. */
export const getLocks = (subcourseId: string, signal?: AbortSignal) =>
  api<LocksResponse>(`/admin/${encodeURIComponent(subcourseId)}/allocation/locked`, { signal });

export const locksQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: locksKey(subcourseId),
    queryFn: ({ signal }) => getLocks(subcourseId, signal),
    staleTime: 0,
  });

/** PUT /api/admin/{subcourseId}/allocation/locked: replaces the whole set of locks. */
export const saveLocks = (subcourseId: string, locked: readonly string[]) =>
  api<LocksResponse>(`/admin/${encodeURIComponent(subcourseId)}/allocation/locked`, {
    method: 'PUT',
    body: { locked },
  });

/** A lock changes every proposal at once, so the proposals are asked for again. */
export function useSaveLocks(subcourseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locked: readonly string[]) => saveLocks(subcourseId, locked),
    onSuccess: (data) => {
      queryClient.setQueryData(locksKey(subcourseId), data);
      void queryClient.invalidateQueries({ queryKey: proposalKey(subcourseId) });
    },
  });
}
