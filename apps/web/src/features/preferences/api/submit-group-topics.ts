import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageResponse } from '../utils/preference-types';
import { getGroupTopicsQueryOptions } from './get-group-topics';

export interface SubmitGroupTopicsInput {
  groupId: string;
  topicPreferences: string[];
  /** false runs the final checks and locks the group. */
  isDraft: boolean;
}

/** POST /api/group/preference/topic/submit/{groupId} with {topic_preferences, is_draft}. */
export const submitGroupTopics = ({ groupId, topicPreferences, isDraft }: SubmitGroupTopicsInput) =>
  api<MessageResponse>(`/group/preference/topic/submit/${encodeURIComponent(groupId)}`, {
    method: 'POST',
    body: { topic_preferences: topicPreferences, is_draft: isDraft },
  });

export function useSubmitGroupTopics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitGroupTopics,
    onSuccess: async (_data, { groupId }) => {
      await queryClient.invalidateQueries({
        queryKey: getGroupTopicsQueryOptions(groupId).queryKey,
      });
      // A final submit locks the group, but the groups are refreshed by the caller once the
      // success is shown (invalidateGroupsAfterSubmit): refreshed here, the locked group swapped
      // the form out, and the unmounted form never heard of its own success.
    },
  });
}

/** After a final submit: the group's profile and the lists showing it change. */
export const invalidateGroupsAfterSubmit = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['groups'] });
