import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectsKey } from '@/features/projects/api/list-subcourse-projects';
import { clientsKey } from './get-all-clients';

/**
 * PUT /api/admin/client/reject {client_id} (api.md §9): removes an unverified client from the
 * caller's courses and returns its submitted projects there to draft.
 */
export const rejectClient = (clientId: string) =>
  api<{ message: string }>('/admin/client/reject', {
    method: 'PUT',
    body: { client_id: clientId },
  });

export function useRejectClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectClient,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: clientsKey });
      // Its submitted projects left the approval queue.
      await queryClient.invalidateQueries({ queryKey: projectsKey });
    },
  });
}
