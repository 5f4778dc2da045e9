import type { DashboardStats } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/dashboard/{id}: the Insights numbers of the course dashboard. */
export const getDashboardStats = (subcourseId: string) =>
  api<DashboardStats>(`/admin/dashboard/${encodeURIComponent(subcourseId)}`);

export const getDashboardStatsQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: ['dashboard', subcourseId, 'stats'],
    queryFn: () => getDashboardStats(subcourseId),
  });

export const useDashboardStats = (subcourseId: string) =>
  useQuery(getDashboardStatsQueryOptions(subcourseId));
