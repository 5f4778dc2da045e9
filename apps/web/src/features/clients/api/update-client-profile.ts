import type { ClientSelf } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientsKey } from '@/api/clients/get-all-clients';
import { getClientProfileQueryOptions } from '@/api/clients/get-client-profile';
import { api } from '@/lib/api-client';
import { auth } from '@/lib/auth';
import type { ClientProfileBody } from '../utils/profile-form';

/** PUT /api/client/update: the caller's own profile; answers the new `ClientSelf`. */
export const updateClientProfile = (body: ClientProfileBody) =>
  api<ClientSelf>('/client/update', { method: 'PUT', body });

export function useUpdateClientProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClientProfile,
    onSuccess: async (client) => {
      queryClient.setQueryData(getClientProfileQueryOptions(client.id).queryKey, client);
      // The stored profile names the user in the top bar; keep it in step with the edit.
      if (auth.getState().session?.id === client.id) auth.setProfile(client);
      await queryClient.invalidateQueries({ queryKey: clientsKey });
      await queryClient.invalidateQueries({ queryKey: ['account-details', 'client', client.id] });
    },
  });
}
