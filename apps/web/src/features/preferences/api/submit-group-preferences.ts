import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageResponse, SubmitPreferencesBody } from '../utils/preference-types';
import { getGroupPreferencesQueryOptions } from './get-group-preferences';

export interface SubmitGroupPreferencesInput {
  groupId: string;
  body: SubmitPreferencesBody;
}

/** POST /api/group/preference/submit/{groupId}: replaces the group's ranking (lead only). */
export const submitGroupPreferences = ({ groupId, body }: SubmitGroupPreferencesInput) =>
  api<MessageResponse>(`/group/preference/submit/${encodeURIComponent(groupId)}`, {
    method: 'POST',
    body,
  });

export function useSubmitGroupPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitGroupPreferences,
    onSuccess: (_data, { groupId }) =>
      queryClient.invalidateQueries({
        queryKey: getGroupPreferencesQueryOptions(groupId).queryKey,
      }),
  });
}
