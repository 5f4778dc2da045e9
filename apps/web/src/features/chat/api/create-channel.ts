import type { CreateChannelBody } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

export interface CreateChannelInput {
  subcourseId: string;
  body: CreateChannelBody;
}

/** POST /api/channels/{subcourseId}/create (course admins). */
export const createChannel = ({ subcourseId, body }: CreateChannelInput) =>
  api<{ message: string; id: string }>(`/channels/${encodeURIComponent(subcourseId)}/create`, {
    method: 'POST',
    body,
  });

/** A new channel appears in every channel list. */
export function useCreateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.lists }),
  });
}
