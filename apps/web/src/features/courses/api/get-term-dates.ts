import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `{"1": "DD-MM-YYYY to DD-MM-YYYY", ...}` of a parent course. */
export type TermDates = Record<string, string>;

export const getTermDates = (courseId: string) =>
  api<TermDates>(`/course/term-dates/${encodeURIComponent(courseId)}`);

export const getTermDatesQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: ['courses', 'term-dates', courseId],
    queryFn: () => getTermDates(courseId),
  });

export const useTermDates = (courseId: string | undefined) =>
  useQuery({ ...getTermDatesQueryOptions(courseId ?? ''), enabled: !!courseId });
