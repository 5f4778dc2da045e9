import type { ImportResponse, MemberImportRow, MemberKind } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getMembersQueryOptions } from '@/api/members/get-members';
import { api } from '@/lib/api-client';

/** The two bulk-import endpoints: add-students and add-tutors. */
const ENDPOINTS = {
  student: { path: '/staff/subcourse/add-students', listKey: 'students' },
  tutor: { path: '/staff/subcourse/add-tutors', listKey: 'tutors' },
} as const;

export interface ImportMembersInput {
  kind: MemberKind;
  subcourseId: string;
  rows: readonly MemberImportRow[];
}

export const importMembers = ({ kind, subcourseId, rows }: ImportMembersInput) =>
  api<ImportResponse>(ENDPOINTS[kind].path, {
    method: 'POST',
    body: { subcourseId, [ENDPOINTS[kind].listKey]: rows },
  });

/** POST add-students / add-tutors; the members list of that subcourse is then stale. */
export function useImportMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importMembers,
    onSuccess: (_data, { subcourseId }) =>
      queryClient.invalidateQueries({ queryKey: getMembersQueryOptions(subcourseId).queryKey }),
  });
}
