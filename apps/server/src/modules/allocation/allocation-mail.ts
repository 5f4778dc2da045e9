import { compose } from '../../mail/compose';
import type { Mail } from '../../mail/mailer';
import { openChat } from '../chat/chat-mail';

interface Person {
  name: string;
  email: string;
}

/**
 * "Project Allocation Published" to a member of a group whose project changed: its project now
 * and, when it had one, the one before.
 */
export function groupProjectMail(
  to: Person,
  group: string,
  project: string | null,
  publicUrl: string,
  previous: string | null = null,
): Mail {
  const news = project
    ? `Your group ${group} has been allocated to the project "${project}".`
    : `Your group ${group} is not allocated to a project at the moment; course staff will be in touch.`;
  const before = previous ? [`Its previous project was "${previous}".`] : [];
  return compose(to.email, 'Project Allocation Published', {
    name: to.name,
    paragraphs: [news, ...before, 'Talk to your client and tutors in the chat:'],
    action: openChat(publicUrl),
  });
}

/** "Project Allocation Published" to a client of a project whose groups changed. */
export function projectGroupsMail(
  to: Person,
  project: string,
  groupNames: string[],
  publicUrl: string,
): Mail {
  const news =
    groupNames.length > 0
      ? `Your project "${project}" has been allocated these groups: ${groupNames.join(', ')}.`
      : `Your project "${project}" has no groups allocated at the moment.`;
  return compose(to.email, 'Project Allocation Published', {
    name: to.name,
    paragraphs: [news, 'Talk to your groups in the chat:'],
    action: openChat(publicUrl),
  });
}

/** "Group Allocation Published" to a student whose group changed. */
export function studentGroupMail(
  to: Person,
  group: { id: string; name: string } | null,
  publicUrl: string,
): Mail {
  const news = group
    ? `You have been allocated to the group ${group.name}.`
    : 'You are not in a group at the moment; course staff will be in touch.';
  return compose(to.email, 'Group Allocation Published', {
    name: to.name,
    paragraphs: [news, ...(group ? ['See your group here:'] : [])],
    ...(group && {
      action: {
        label: 'See your group',
        url: `${publicUrl}/group/profile/${encodeURIComponent(group.id)}`,
      },
    }),
  });
}
