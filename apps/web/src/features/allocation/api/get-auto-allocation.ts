import type { AllocationPolicyId, TeamSuggestion } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getAllocationReportQueryOptions } from './get-allocation-report';

export interface AutoAllocateOptions {
  policy: AllocationPolicyId;
  allowUnranked: boolean;
  seed?: number;
}

/**
 * Auto-allocate through the report route alone: its `allocation` is the plain route's map, so one
 * request gives both the suggestion and its quality. A button press, not a passive read: the board
 * is rebuilt once per answer, and no later refetch may overwrite the moves made since. Every press
 * asks the server again, since rankings may have changed since the last answer; the server's
 * response cache answers an unchanged course at once.
 */
export function useAutoAllocate(subcourseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ policy, allowUnranked, seed = 0 }: AutoAllocateOptions) =>
      queryClient.fetchQuery({
        ...getAllocationReportQueryOptions(subcourseId, {
          policy,
          seed,
          allow_unranked: allowUnranked,
        }),
        staleTime: 0,
      }),
  });
}

/** GET /api/admin/{subcourseId}/allocate/student/auto: suggested members of every group. */
export const getTeamSuggestion = (subcourseId: string) =>
  api<TeamSuggestion>(`/admin/${encodeURIComponent(subcourseId)}/allocate/student/auto`);

export const useSuggestTeams = (subcourseId: string) =>
  useMutation({ mutationFn: () => getTeamSuggestion(subcourseId) });
