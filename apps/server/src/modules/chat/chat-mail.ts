import { AppError } from '../../lib/app-error';
import type { ServiceContext } from '../../lib/context';
import { compose } from '../../mail/compose';
import type { MailAction } from '../../mail/mail-body';
import type { Mail } from '../../mail/mailer';

interface Person {
  name: string;
  email: string;
}

/** The action of every email about the chat: announcements, replies, allocations. */
export const openChat = (publicUrl: string): MailAction => ({
  label: 'Open the chat',
  url: `${publicUrl}/chat`,
});

/** An announcement, to every channel member but its poster. */
export function announcementMail(
  to: Person,
  args: { poster: string; channel: string; title: string | null; content: string },
  publicUrl: string,
): Mail {
  return compose(to.email, `New Announcement From ${args.poster}`, {
    name: to.name,
    paragraphs: [`${args.poster} posted an announcement in ${args.channel}.`],
    quote: { title: args.title, text: args.content },
    action: openChat(publicUrl),
  });
}

/** A reply, to the post's author when someone else replied. */
export function threadReplyMail(
  to: Person,
  args: { replier: string; channel: string; postTitle: string | null; content: string },
  publicUrl: string,
): Mail {
  return compose(to.email, `New Thread Reply From ${args.replier}`, {
    name: to.name,
    paragraphs: [
      `${args.replier} replied to your post${args.postTitle ? ` "${args.postTitle}"` : ''} in ${args.channel}.`,
    ],
    quote: { text: args.content },
    action: openChat(publicUrl),
  });
}

/**
 * Whether this reply may email the post's author, who gets at most one `New Thread Reply` per post
 * per 15 minutes. The claim is spent in the rate-limit store, the shared table on PostgreSQL, so a
 * burst of replies spread over several server processes still sends one email.
 */
export async function claimReplyMail(ctx: ServiceContext, postId: string): Promise<boolean> {
  try {
    await ctx.limiter.consume(`mail:reply:${postId}`, ctx.budgets.replyMailsPerPost);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) return false;
    throw error;
  }
}
