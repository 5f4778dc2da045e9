import type { AccountType, CourseCard, SubcourseCard } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Students and staff get subcourse cards; clients get the parent courses they applied to. */
export type MyCourse = SubcourseCard | CourseCard;

export const getMyCourses = (user: AccountType) => api<MyCourse[]>(`/${user}/subcourse/all`);

/** Prefix of the key (to invalidate the list after a change of membership). */
export const myCoursesBaseKey = ['my-courses'] as const;

export const getMyCoursesQueryOptions = (user: AccountType, id: string) =>
  queryOptions({ queryKey: [...myCoursesBaseKey, user, id], queryFn: () => getMyCourses(user) });

export const useMyCourses = (user: AccountType, id: string) =>
  useQuery(getMyCoursesQueryOptions(user, id));
