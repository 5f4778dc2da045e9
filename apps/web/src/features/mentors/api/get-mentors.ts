import type { Mentor } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every mentor query starts with this key, so a mentor, quota or minimum write refreshes them. */
export const mentorsKey = ['mentors'] as const;

/** GET /api/admin/{subcourseId}/mentors: staff of S who mentor a project or have a quota. */
export const getMentors = (subcourseId: string) =>
  api<Mentor[]>(`/admin/${encodeURIComponent(subcourseId)}/mentors`);

export const getMentorsQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: [...mentorsKey, subcourseId],
    queryFn: () => getMentors(subcourseId),
  });

export const useMentors = (subcourseId: string) => useQuery(getMentorsQueryOptions(subcourseId));
