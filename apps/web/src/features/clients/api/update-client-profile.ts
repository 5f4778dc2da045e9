import type { ClientSelf } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auth } from '@/lib/auth';
import type { ClientProfileBody } from '../utils/profile-form';
import { clientsKey } from './get-all-clients';
import { getClientProfileQueryOptions } from './get-client-profile';

/** PUT /api/client/update (api.md §9): the caller's own profile; answers the new `ClientSelf`. */
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
