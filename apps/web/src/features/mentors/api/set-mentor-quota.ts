import type { Mentor } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mentorsKey } from './get-mentors';

export interface QuotaInput {
  subcourseId: string;
  staffId: string;
  /** null: no limit. */
  quota: number | null;
}

/** PUT /api/admin/{subcourseId}/mentors/{staffId} with {quota}. */
export const setMentorQuota = ({ subcourseId, staffId, quota }: QuotaInput) =>
  api<Mentor>(`/admin/${encodeURIComponent(subcourseId)}/mentors/${encodeURIComponent(staffId)}`, {
    method: 'PUT',
    body: { quota },
  });

export function useSetMentorQuota() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMentorQuota,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mentorsKey }),
  });
}
