import type { MemberEntry } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/subcourse/members/{id}: students and staff of S, sorted by name. */
export const getMembers = (subcourseId: string) =>
  api<MemberEntry[]>(`/admin/subcourse/members/${encodeURIComponent(subcourseId)}`);

export const getMembersQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: ['members', subcourseId],
    queryFn: () => getMembers(subcourseId),
  });

export const useMembers = (subcourseId: string) => useQuery(getMembersQueryOptions(subcourseId));
