import {
  CHAT_MESSAGES,
  LIMITS,
  POST_CATEGORIES,
  POST_CONTENT_MAX,
  POST_TITLE_MAX,
  nullCharacter,
  type ChannelType,
} from '@capstone/contracts';
import { badRequest } from '../../lib/app-error';

const field = (input: unknown, name: string): unknown =>
  input && typeof input === 'object' ? (input as Record<string, unknown>)[name] : undefined;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

// Socket payloads skip the HTTP input guard, so they refuse U+0000 here.
const NUL = '\u0000';

/** A channel or post id sent in a socket event: what the HTTP guard and schemas let an id be. */
export const isIdString = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length > 0 &&
  value.length <= LIMITS.id &&
  !value.includes(NUL);

const refuseNul = (name: string, value: string) => {
  if (value.includes(NUL)) throw badRequest(nullCharacter(name));
  return value;
};

/** Plain text, trimmed, 1 to 10,000 characters. */
export function parseContent(input: unknown): string {
  const content = trimmed(field(input, 'content'));
  if (!content) throw badRequest(CHAT_MESSAGES.contentRequired);
  if (content.length > POST_CONTENT_MAX) throw badRequest(CHAT_MESSAGES.contentTooLong);
  return refuseNul('content', content);
}

/**
 * A socket `post` payload: only `title`, `content` and `category` are read, so a sent
 * `creator`, `id` or `date_created` never reaches the database. Forum posts need a category;
 * other channels ignore one.
 */
export function parsePostInput(channelType: ChannelType, input: unknown) {
  const content = parseContent(input);
  const title = trimmed(field(input, 'title')) || null;
  if (title && title.length > POST_TITLE_MAX) throw badRequest(CHAT_MESSAGES.titleTooLong);
  if (title) refuseNul('title', title);
  let category: string | null = null;
  if (channelType === 'forum') {
    const sent = field(input, 'category');
    if (sent === undefined || sent === null || sent === '') {
      throw badRequest(CHAT_MESSAGES.postCategoryRequired);
    }
    if (typeof sent !== 'string' || !(POST_CATEGORIES as readonly string[]).includes(sent)) {
      throw badRequest(CHAT_MESSAGES.invalidPostCategory);
    }
    category = sent;
  }
  return { title, content, category };
}
