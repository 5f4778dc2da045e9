import { compose } from '../../mail/compose';
import type { Mail } from '../../mail/mailer';

interface Person {
  name: string;
  email: string;
}

/** "Project Allocation Published" to a member of a group whose project changed. */
export function groupProjectMail(
  to: Person,
  group: string,
  project: string | null,
  publicUrl: string,
): Mail {
  const news = project
    ? `Your group ${group} has been allocated to the project "${project}".`
    : `Your group ${group} is not allocated to a project at the moment; course staff will be in touch.`;
  return compose(
    to.email,
    'Project Allocation Published',
    [`Hi ${to.name},`, news, 'Talk to your client and tutors in the chat:'],
    `${publicUrl}/chat`,
  );
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
  return compose(
    to.email,
    'Project Allocation Published',
    [`Hi ${to.name},`, news, 'Talk to your groups in the chat:'],
    `${publicUrl}/chat`,
  );
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
  return compose(
    to.email,
    'Group Allocation Published',
    [`Hi ${to.name},`, news, ...(group ? ['See your group here:'] : [])],
    group ? `${publicUrl}/group/profile/${encodeURIComponent(group.id)}` : undefined,
  );
}
