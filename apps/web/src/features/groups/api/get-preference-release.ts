import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/subcourse/preference/release/{id}: bare `true` / `false` (any member of S). */
export const getPreferenceRelease = (subcourseId: string) =>
  api<boolean>(`/subcourse/preference/release/${encodeURIComponent(subcourseId)}`);

export const getPreferenceReleaseQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: ['subcourses', subcourseId, 'preference-release'],
    queryFn: () => getPreferenceRelease(subcourseId),
  });

export const usePreferenceRelease = (subcourseId: string | null | undefined) =>
  useQuery({
    ...getPreferenceReleaseQueryOptions(subcourseId ?? ''),
    enabled: Boolean(subcourseId),
  });
