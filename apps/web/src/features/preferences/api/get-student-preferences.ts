import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RankedProject } from '../utils/preference-types';

/** GET /api/student/preference/{subcourseId}/{studentId}: `PreferenceOut[]` sorted by rank. */
export const getStudentPreferences = (subcourseId: string, studentId: string) =>
  api<RankedProject[]>(
    `/student/preference/${encodeURIComponent(subcourseId)}/${encodeURIComponent(studentId)}`,
  );

export const getStudentPreferencesQueryOptions = (subcourseId: string, studentId: string) =>
  queryOptions({
    queryKey: ['preferences', 'student', subcourseId, studentId],
    queryFn: () => getStudentPreferences(subcourseId, studentId),
  });

export const useStudentPreferences = (subcourseId: string, studentId: string, enabled = true) =>
  useQuery({ ...getStudentPreferencesQueryOptions(subcourseId, studentId), enabled });
