import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setPinned, type ConversationPages } from '../utils/conversation-cache';
import { chatKeys } from './chat-keys';

export interface SetPinInput {
  channelId: string;
  postId: string;
  pinned: boolean;
}

/** PUT /api/channels/{pin|unpin}/{channelId}/{postId}; idempotent. */
export const setPin = ({ channelId, postId, pinned }: SetPinInput) =>
  api<{ message: string }>(
    `/channels/${pinned ? 'pin' : 'unpin'}/${encodeURIComponent(channelId)}/${encodeURIComponent(postId)}`,
    { method: 'PUT' },
  );

/** The post's flag changes in place; the pinned panel is read again for its order. */
export function useSetPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPin,
    onSuccess: (_data, { channelId, postId, pinned }) => {
      queryClient.setQueryData<ConversationPages>(chatKeys.conversations(channelId), (data) =>
        data ? setPinned(data, postId, pinned) : data,
      );
      return queryClient.invalidateQueries({ queryKey: chatKeys.pinned(channelId) });
    },
  });
}
