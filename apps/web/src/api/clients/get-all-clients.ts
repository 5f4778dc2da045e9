import type { ClientOverviewEntry } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every client query starts with this key, so verify and reject can invalidate them all. */
export const clientsKey = ['clients'] as const;

/**
 * GET /api/admin/allclients/{subcourseId} (staff of S): the clients of the parent course, each with
 * its projects in S. The verify queue is the same list filtered.
 */
export const getAllClients = (subcourseId: string) =>
  api<ClientOverviewEntry[]>(`/admin/allclients/${encodeURIComponent(subcourseId)}`);

export const getAllClientsQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: [...clientsKey, 'subcourse', subcourseId],
    queryFn: () => getAllClients(subcourseId),
  });

export const useAllClients = (subcourseId: string) =>
  useQuery(getAllClientsQueryOptions(subcourseId));
