import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubcourseView } from '@capstone/contracts';
import { api } from '@/lib/api-client';

/** GET /api/subcourse/{id}: the settings object (staff of S also get both forms). */
export const getSubcourse = (subcourseId: string) =>
  api<SubcourseView>(`/subcourse/${encodeURIComponent(subcourseId)}`);

export const getSubcourseQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: ['subcourses', subcourseId],
    queryFn: () => getSubcourse(subcourseId),
  });

export const useSubcourse = (subcourseId: string) =>
  useQuery(getSubcourseQueryOptions(subcourseId));
