import type { CourseCard } from '@capstone/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/course/search?query= (empty = all, at most 30 results, best match first). */
export const searchCourses = (query: string, signal?: AbortSignal) =>
  api<CourseCard[]>(`/course/search?query=${encodeURIComponent(query)}`, { signal });

/** Prefix of every search query's key (to invalidate them all). */
export const searchCoursesBaseKey = ['courses', 'search'] as const;

export const searchCoursesQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [...searchCoursesBaseKey, query],
    queryFn: ({ signal }) => searchCourses(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSearchCourses = (query: string) => useQuery(searchCoursesQueryOptions(query));
