import type { StudentStaff } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every board read starts with this key, so a save can refresh the board's own data. */
export const allocationKey = ['allocation'] as const;

/** GET /api/subcourse/students/{id}: every enrolled student with its group and draft (staff). */
export const listBoardStudents = (subcourseId: string) =>
  api<StudentStaff[]>(`/subcourse/students/${encodeURIComponent(subcourseId)}`);

export const boardStudentsQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: [...allocationKey, 'students', subcourseId],
    queryFn: () => listBoardStudents(subcourseId),
    // The board is built once from what it reads; an older copy would hide a colleague's draft.
    staleTime: 0,
  });

export const useBoardStudents = (subcourseId: string, enabled = true) =>
  useQuery({ ...boardStudentsQueryOptions(subcourseId), enabled });
