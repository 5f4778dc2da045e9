import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `{"COMP1234": "<courseId>"}` for the courses the caller owns. */
export type CourseCodes = Record<string, string>;

export const getCourseCodes = () => api<CourseCodes>('/staff/all-course-codes');

export const getCourseCodesQueryOptions = () =>
  queryOptions({ queryKey: ['course-codes'], queryFn: getCourseCodes });

export const useCourseCodes = () => useQuery(getCourseCodesQueryOptions());
