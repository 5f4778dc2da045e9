import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupsKey } from '@/api/groups/get-groups';
import { api } from '@/lib/api-client';

/** GET /api/admin/students/unallocated/{id}: bare integer, enrolled students with no group. */
export const getUnallocatedCount = (subcourseId: string) =>
  api<number>(`/admin/students/unallocated/${encodeURIComponent(subcourseId)}`);

export const useUnallocatedCount = (subcourseId: string) =>
  useQuery(
    queryOptions({
      queryKey: [...groupsKey, 'unallocated', subcourseId],
      queryFn: () => getUnallocatedCount(subcourseId),
    }),
  );
