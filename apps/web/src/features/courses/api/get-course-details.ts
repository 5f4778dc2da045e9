import type { CourseCard } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/course/details/{id}: a `CourseCard`, with `is_client` for a client's token. */
export const getCourseDetails = (courseId: string) =>
  api<CourseCard>(`/course/details/${encodeURIComponent(courseId)}`);

export const getCourseDetailsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: ['courses', 'details', courseId],
    queryFn: () => getCourseDetails(courseId),
  });

export const useCourseDetails = (courseId: string) =>
  useQuery(getCourseDetailsQueryOptions(courseId));
