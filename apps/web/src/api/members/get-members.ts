import type { MemberEntry } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { membersRefetchInterval } from './members-refetch';

/** GET /api/admin/subcourse/members/{id}: students and staff of S, sorted by name. */
export const getMembers = (subcourseId: string) =>
  api<MemberEntry[]>(`/admin/subcourse/members/${encodeURIComponent(subcourseId)}`);

export const getMembersQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: ['members', subcourseId],
    queryFn: () => getMembers(subcourseId),
  });

/** The members of S; read again every few seconds while an access-code email is waiting. */
export const useMembers = (subcourseId: string) =>
  useQuery({
    ...getMembersQueryOptions(subcourseId),
    refetchInterval: (query) => membersRefetchInterval(query.state.data),
  });
