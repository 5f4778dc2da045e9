import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientsKey } from '@/api/clients/get-all-clients';
import { projectsKey } from '@/api/projects/list-subcourse-projects';
import { api } from '@/lib/api-client';

/**
 * PUT /api/admin/client/reject {client_id}: removes an unverified client from the caller's courses
 * and returns its submitted projects there to draft.
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
