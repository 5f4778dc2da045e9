import type { FormField } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/course/client/questionnaire/{courseId}: the questions of the project form. */
export const getClientQuestionnaire = (courseId: string) =>
  api<FormField[]>(`/course/client/questionnaire/${encodeURIComponent(courseId)}`);

export const getClientQuestionnaireQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: ['courses', 'client-questionnaire', courseId],
    queryFn: () => getClientQuestionnaire(courseId),
  });

export const useClientQuestionnaire = (courseId: string) =>
  useQuery(getClientQuestionnaireQueryOptions(courseId));
