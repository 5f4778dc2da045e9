import { CHAT_MESSAGES } from '@capstone/contracts';
import { badRequest, forbidden, notFound } from '../lib/app-error';
import type { ChannelAccess, SubcourseAccess } from '../access/access-facts';
import { canSee } from './subcourse.policy';

/**
 * Channel routes and socket events: a channel that does not exist, or whose subcourse the caller
 * has no relation to, is not found; a non-member who can see S gets 403. `subcourseAccess` is only
 * read when the caller is not a member.
 */
export async function assertChannelMember(
  access: ChannelAccess | undefined,
  subcourseAccess: () => Promise<SubcourseAccess | undefined>,
): Promise<ChannelAccess> {
  if (!access) throw notFound(CHAT_MESSAGES.channelNotFound);
  if (access.isMember) return access;
  const related = await subcourseAccess();
  if (!related || !canSee(related)) throw notFound(CHAT_MESSAGES.channelNotFound);
  throw forbidden(CHAT_MESSAGES.notChannelMember);
}

/** Moderators of a channel are its members who are staff of S. */
export const isModerator = (access: ChannelAccess) => access.isMember && access.staffRole !== null;

/** Posting rights beyond membership: announcements are for moderators; archived S is read-only. */
export function assertMayPost(access: ChannelAccess) {
  if (access.channel.channelType === 'announcement' && !isModerator(access)) {
    throw forbidden(CHAT_MESSAGES.onlyModerators);
  }
  if (access.channel.isArchived) throw badRequest(CHAT_MESSAGES.subcourseArchived);
}

/** Replies: never in announcement channels; archived S is read-only. */
export function assertMayReply(access: ChannelAccess) {
  if (access.channel.channelType === 'announcement') {
    throw badRequest(CHAT_MESSAGES.repliesNotAllowed);
  }
  if (access.channel.isArchived) throw badRequest(CHAT_MESSAGES.subcourseArchived);
}

/** Pins change the channel: refused once S is archived (read-only). */
export function assertWritable(access: ChannelAccess) {
  if (access.channel.isArchived) throw badRequest(CHAT_MESSAGES.subcourseArchived);
}
