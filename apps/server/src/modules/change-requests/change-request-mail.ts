import { AFTER_PUBLISH_SUBJECTS } from '@capstone/contracts';
import { compose } from '../../mail/compose';
import type { Mail } from '../../mail/mailer';

interface Person {
  name: string;
  email: string;
}

export interface Outcome {
  approved: boolean;
  group: { id: string; name: string };
  /** The requested project's name; null for "any project with a free place". */
  project: string | null;
  /** The group's project now. */
  current: string | null;
  message: string | null;
}

/** "Change Request Outcome" to one member of the group whose request was decided. */
export function changeRequestOutcomeMail(to: Person, outcome: Outcome, publicUrl: string): Mail {
  const target = outcome.project ? `"${outcome.project}"` : 'any project with a free place';
  const verdict = outcome.approved ? 'approved' : 'declined';
  const stays = outcome.current ? ` on "${outcome.current}"` : '';
  const next = outcome.approved
    ? `Nothing changes yet: your group stays${stays} until course staff publish the next allocation. You will be emailed then if your project changes.`
    : `Your group stays${stays}. Your group lead may ask again.`;
  return compose(to.email, AFTER_PUBLISH_SUBJECTS.outcome, {
    name: to.name,
    paragraphs: [
      `Course staff have ${verdict} your group ${outcome.group.name}'s request to move to ${target}.`,
      next,
    ],
    ...(outcome.message && {
      quote: { title: 'Message from course staff', text: outcome.message },
    }),
    action: {
      label: 'See your group',
      url: `${publicUrl}/group/profile/${encodeURIComponent(outcome.group.id)}`,
    },
  });
}
