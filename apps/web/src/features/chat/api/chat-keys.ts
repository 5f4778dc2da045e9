/** Every chat query starts with this key; the socket hook updates entries under it. */
export const chatKey = ['chat'] as const;

export const chatKeys = {
  lists: [...chatKey, 'channels'] as const,
  list: (scope: 'mine' | 'all', id: string) => [...chatKey, 'channels', scope, id] as const,
  conversationsAll: [...chatKey, 'conversations'] as const,
  conversations: (channelId: string) => [...chatKey, 'conversations', channelId] as const,
  pinned: (channelId: string) => [...chatKey, 'pinned', channelId] as const,
  members: (channelId: string) => [...chatKey, 'members', channelId] as const,
  creators: (channelId: string) => [...chatKey, 'creators', channelId] as const,
};
