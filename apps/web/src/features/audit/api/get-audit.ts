import type { AuditListResponse } from '@capstone/contracts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { auditSearch, type AuditFilters } from '../utils/audit-filters';

/** Events per request: the route's largest page. */
export const AUDIT_PAGE_SIZE = 500;

/** GET /api/admin/{subcourseId}/audit (course admins of S): one page of the trail. */
export const getAudit = (subcourseId: string, filters: AuditFilters, offset: number) =>
  api<AuditListResponse>(
    `/admin/${encodeURIComponent(subcourseId)}/audit?${auditSearch(filters, {
      limit: AUDIT_PAGE_SIZE,
      offset,
    })}`,
  );

export const getAuditQueryOptions = (subcourseId: string, filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['audit', subcourseId, filters],
    queryFn: ({ pageParam }) => getAudit(subcourseId, filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_offset ?? undefined,
  });

/** The trail of S with the filters, newest first; more pages on `fetchNextPage`. */
export const useAudit = (subcourseId: string, filters: AuditFilters) =>
  useInfiniteQuery(getAuditQueryOptions(subcourseId, filters));

/** `?format=csv`: every event the filters match (up to the route's cap), not only those loaded. */
export const useDownloadAuditCsv = (subcourseId: string, filters: AuditFilters) =>
  useMutation({
    mutationFn: () =>
      downloadFile(
        `/admin/${encodeURIComponent(subcourseId)}/audit?${auditSearch(filters, { format: 'csv' })}`,
        'activity.csv', // the server names it after the offering and the day
      ),
  });
