import type { AllocationPolicyId, AllocationReport } from '@capstone/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The query of the auto-allocate routes. */
export interface AllocationReportQuery {
  policy: AllocationPolicyId;
  seed: number;
  allow_unranked: boolean;
}

export const allocationReportKey = (subcourseId: string, query: AllocationReportQuery) =>
  [
    'allocation',
    subcourseId,
    'report',
    { policy: query.policy, seed: query.seed, allow_unranked: query.allow_unranked },
  ] as const;

/**
 * GET /api/admin/{subcourseId}/allocate/project/auto/report: the engine's suggestion with its
 * quality, per-group explanations and the reason any group is left out.
 */
export const fetchAllocationReport = (
  subcourseId: string,
  query: AllocationReportQuery,
  signal?: AbortSignal,
) => {
  const params = new URLSearchParams({
    policy: query.policy,
    seed: String(query.seed),
    allow_unranked: String(query.allow_unranked),
  });
  return api<AllocationReport>(
    `/admin/${encodeURIComponent(subcourseId)}/allocate/project/auto/report?${params.toString()}`,
    { signal },
  );
};

/**
 * Never refetched on its own: re-running the engine behind staff's back would change the
 * suggestion they compare their board with.
 */
export const getAllocationReportQueryOptions = (
  subcourseId: string,
  query: AllocationReportQuery,
) =>
  queryOptions({
    queryKey: allocationReportKey(subcourseId, query),
    queryFn: ({ signal }) => fetchAllocationReport(subcourseId, query, signal),
    staleTime: Infinity,
  });
