import { CHAT_MESSAGES } from '@capstone/contracts';

/** Every user-facing text of the chat screen, spelt exactly as the product shows it. */
export const CHAT_TEXTS = {
  title: 'Chat',
  channels: 'Channels',
  newPost: 'NEW POST',
  post: 'POST',
  cancel: 'CANCEL',
  emptyPosts: 'No posts yet. Start the conversation.',
  /** Where only moderators post, nobody else is invited to start. */
  emptyAnnouncements: 'No announcements yet.',
  emptyChannels: 'You are not in any channel of this course yet.',
  pickChannel: 'Choose a channel to read its posts.',
  loadChannelsFailed: 'Cannot load the channels of this course.',
  loadPostsFailed: 'Cannot load the posts of this channel.',
  loadPanelFailed: 'Cannot load this list.',
  onlyModerators: CHAT_MESSAGES.onlyModerators,
  creating: CHAT_MESSAGES.creatingToast,
  created: CHAT_MESSAGES.created,
  createFailed: CHAT_MESSAGES.createFailedToast,
  createChannel: 'Create Channel',
  pinnedPosts: 'Pinned Posts',
  memberList: 'Member List',
  channelMembers: 'Channel Members',
  filterPosts: 'Filter Posts',
  noPinned: 'No pinned posts in this channel.',
  noMatches: 'No posts in this category yet.',
  showLess: 'Show less',
  sendTimeout: 'Your message could not be sent. Check your connection and try again.',
  reconnecting: 'Reconnecting to chat…',
  pinFailed: 'Cannot change the pin of this post',
  loadOlder: 'Load older messages',
  loadingOlder: 'Loading older messages…',
  loadOlderFailed: 'Cannot load older messages of this channel.',
  startOfChannel: 'This is the start of the channel.',
} as const;

export const olderRepliesLabel = (n: number) =>
  n === 1 ? 'View 1 older reply' : `View ${n} older replies`;

export const newMessageAnnouncement = (kind: 'post' | 'reply', name: string, channel: string) =>
  `New ${kind} from ${name} in ${channel}`;

export const olderLoadedAnnouncement = (n: number) =>
  n === 1 ? 'Loaded 1 older message' : `Loaded ${n} older messages`;
