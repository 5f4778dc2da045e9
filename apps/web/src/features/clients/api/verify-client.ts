import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientsKey } from '@/api/clients/get-all-clients';
import { api } from '@/lib/api-client';

/** PUT /api/admin/client/verify {client_id} (course admins of a course it joined). */
export const verifyClient = (clientId: string) =>
  api<{ message: string }>('/admin/client/verify', {
    method: 'PUT',
    body: { client_id: clientId },
  });

export function useVerifyClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey }),
  });
}
