import { AUDIT_PAGE_MAX, type AuditAction, type AuditListResponse } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One action's events in the trail of S, newest first (course admins of S). */
const trailOf = (subcourseId: string, action: AuditAction) =>
  api<AuditListResponse>(
    `/admin/${encodeURIComponent(subcourseId)}/audit?${new URLSearchParams({
      action,
      limit: String(AUDIT_PAGE_MAX),
    })}`,
  );

/**
 * GET /api/admin/{S}/audit, twice: the removals from S and the erasures of a removed student's
 * data, which is where the product keeps who was removed.
 */
export const getRemovalTrailQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: ['audit', subcourseId, 'removed-students'],
    queryFn: async () => {
      const [removals, erasures] = await Promise.all([
        trailOf(subcourseId, 'members.remove_student'),
        trailOf(subcourseId, 'account.erase_by_staff'),
      ]);
      return { removals: removals.events, erasures: erasures.events };
    },
  });

export const useRemovalTrail = (subcourseId: string, enabled: boolean) =>
  useQuery({ ...getRemovalTrailQueryOptions(subcourseId), enabled });
