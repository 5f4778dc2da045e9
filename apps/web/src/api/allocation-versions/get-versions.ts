import type { AllocationVersion, VersionRow } from '@capstone/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Starts with the board's own key, so a publish (which refreshes every allocation read) also
 * refreshes the list of versions.
 */
export const versionsKey = (subcourseId: string) =>
  ['allocation', subcourseId, 'versions'] as const;

/** GET /api/admin/{subcourseId}/allocation/versions: every published version, oldest first. */
export const listVersions = (subcourseId: string, signal?: AbortSignal) =>
  api<VersionRow[]>(`/admin/${encodeURIComponent(subcourseId)}/allocation/versions`, { signal });

export const versionsQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: versionsKey(subcourseId),
    queryFn: ({ signal }) => listVersions(subcourseId, signal),
  });

/** GET /api/admin/{subcourseId}/allocation/versions/{n}: one version with its changes. */
export const getVersion = (subcourseId: string, number: number, signal?: AbortSignal) =>
  api<AllocationVersion>(
    `/admin/${encodeURIComponent(subcourseId)}/allocation/versions/${encodeURIComponent(String(number))}`,
    { signal },
  );

/** A version never changes once published, so a cached copy stays right for good. */
export const versionQueryOptions = (subcourseId: string, number: number) =>
  queryOptions({
    queryKey: [...versionsKey(subcourseId), number] as const,
    queryFn: ({ signal }) => getVersion(subcourseId, number, signal),
    staleTime: Infinity,
  });

/** The number of the latest version, or 0 before the first publish. */
export const latestVersionNumber = (rows: readonly VersionRow[]) =>
  rows.reduce((latest, row) => Math.max(latest, row.number), 0);
