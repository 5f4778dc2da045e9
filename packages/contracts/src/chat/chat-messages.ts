import { LIMITS, tooLong } from '../common/limits';
import { SUBCOURSE_MESSAGES } from '../courses/course-messages';

/** Limits of a post and a reply. */
export const POST_CONTENT_MAX = LIMITS.postContent;
export const POST_TITLE_MAX = LIMITS.postTitle;
/** Socket `post` plus `reply` events per account per minute. */
export const CHAT_MESSAGES_PER_MINUTE = 30;

/** The most conversations one page of history may hold, and what the web asks. */
export const CONVERSATIONS_PAGE_MAX = 100;
export const CONVERSATIONS_PAGE_SIZE = 50;
/** `limit`'s length, checked before its value: `100` is the longest limit. */
export const CONVERSATIONS_LIMIT_MAX_LENGTH = 3;

/** Forum post categories, in the order the web's filter lists them. */
export const POST_CATEGORIES = ['General', 'Lectures', 'Workshops', 'Labs', 'Assessments'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

export const CHANNEL_TYPES = ['announcement', 'forum', 'text'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];
export const CHANNEL_CATEGORIES = ['course', 'project', 'client'] as const;
export type ChannelCategory = (typeof CHANNEL_CATEGORIES)[number];

/** The role groups of `GET /api/channels/{channelId}/members`, in their fixed order. */
export const CHANNEL_ROLE_ORDER = ['course admin', 'tutor', 'client', 'student'] as const;
export type ChannelRole = (typeof CHANNEL_ROLE_ORDER)[number];

/** Every message of the chat routes and socket events, spelt as the spec quotes them. */
export const CHAT_MESSAGES = {
  subcourseNotFound: SUBCOURSE_MESSAGES.notFound,
  subcourseArchived: SUBCOURSE_MESSAGES.archived,
  courseNotActive: 'The course is not active yet. Please try again later',
  channelNotFound: 'Channel not found',
  notChannelMember: 'You are not a member of this channel',
  onlyModerators: 'Only channel moderators can post in this channel',

  // POST /api/channels/{subcourseId}/create
  created: 'Created channel successfully',
  categoryRequired: 'category is required',
  invalidCategory: 'Invalid category',
  channelTypeRequired: 'channel_type is required',
  invalidChannelType: 'Invalid channel type',
  nameRequired: 'name is required',
  projectRequired: 'project is required',
  groupRequired: 'group is required',
  clientRequired: 'client is required',
  nameTaken: 'Channel name already exists in this category',
  projectNotFound: 'Project not found in this subcourse',
  groupNotFound: 'Group not found in this subcourse',
  clientNotFound: 'Client not found in this subcourse',
  nameTooLong: 'name must be at most 100 characters',
  createFailedToast: 'Error creating channels',
  creatingToast: 'Creating channel',

  // GET /api/channels/{channelId}/conversations?limit=N&before=postId
  limitRule: `limit must be a whole number from 1 to ${CONVERSATIONS_PAGE_MAX}`,
  limitTooLong: tooLong('limit', CONVERSATIONS_LIMIT_MAX_LENGTH),
  beforeRule: 'before must be a post id',
  beforeTooLong: tooLong('before', LIMITS.id),
  beforeNeedsLimit: 'before needs a limit',

  // pins
  invalidAction: 'Invalid action',
  postNotFound: 'Post not found',

  // socket events; the handshake's own words are REALTIME_MESSAGES
  contentRequired: 'Content is required',
  contentTooLong: `Content must be at most ${POST_CONTENT_MAX} characters`,
  titleTooLong: `Title must be at most ${POST_TITLE_MAX} characters`,
  postCategoryRequired: 'Category is required',
  invalidPostCategory: 'Invalid category',
  repliesNotAllowed: 'Replies are not allowed in announcement channels',
  tooFast: 'You are sending messages too fast',
  invalidChannelId: 'channelId must be a string',
} as const;

export const pinnedMessage = (postId: string) => `${postId} pinned successfully`;
export const unpinnedMessage = (postId: string) => `${postId} unpinned successfully`;
export const CHANNEL_NAME_MAX = LIMITS.channelName;
