import type { AllocationReport } from '@capstone/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every proposal of a course starts with this key, so a lock change can refresh them all. */
export const proposalKey = (subcourseId: string) =>
  ['allocation', subcourseId, 'proposal'] as const;

export interface ProposalQuery {
  allow_unranked: boolean;
}

/**
 * GET /api/admin/{subcourseId}/allocate/project/auto/report?from=published: the minimal-change
 * proposal from the latest version, with every move, its reason and its chain.
 */
export const fetchProposal = (subcourseId: string, query: ProposalQuery, signal?: AbortSignal) => {
  const params = new URLSearchParams({
    from: 'published',
    allow_unranked: String(query.allow_unranked),
  });
  return api<AllocationReport>(
    `/admin/${encodeURIComponent(subcourseId)}/allocate/project/auto/report?${params.toString()}`,
    { signal },
  );
};

/**
 * Asked again each time the changes are opened: locks, requests, withdrawals and quotas change
 * the proposal, and some of them are changed by colleagues. Not on window focus, so a proposal
 * staff are reading does not change under them.
 */
export const proposalQueryOptions = (subcourseId: string, query: ProposalQuery) =>
  queryOptions({
    queryKey: [...proposalKey(subcourseId), { allow_unranked: query.allow_unranked }] as const,
    queryFn: ({ signal }) => fetchProposal(subcourseId, query, signal),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
