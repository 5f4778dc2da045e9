import type { GroupMarks } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getPeerResultsQueryOptions } from './get-peer-results';

export interface GroupMarkInput {
  roundId: string;
  group: string;
  /** 0–100; null clears the mark. */
  mark: number | null;
}

/** PUT /api/peer-rounds/{roundId}/marks (course admin of S): one group's mark. */
export const setGroupMark = ({ roundId, group, mark }: GroupMarkInput) =>
  api<GroupMarks>(`/peer-rounds/${encodeURIComponent(roundId)}/marks`, {
    method: 'PUT',
    body: { marks: [{ group, mark }] },
  });

/** The adjusted marks follow the group mark, so the results are read again. */
export function useSetGroupMark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGroupMark,
    onSuccess: (_marks, { roundId }) =>
      queryClient.invalidateQueries({ queryKey: getPeerResultsQueryOptions(roundId).queryKey }),
  });
}
