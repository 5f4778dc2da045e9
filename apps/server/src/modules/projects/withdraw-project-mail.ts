import { AFTER_PUBLISH_SUBJECTS, SUBCOURSE_TERM_LABELS } from '@capstone/contracts';
import { compose } from '../../mail/compose';
import type { Mail } from '../../mail/mailer';

/** What every "Project Withdrawn" email names. */
export interface WithdrawalContext {
  project: { id: string; name: string; projNo: number };
  course: { code: string; name: string };
  subcourse: { name: string; term: number; year: number };
  publicUrl: string;
}

interface Person {
  id: string;
  name: string;
  email: string;
}

const offeringName = ({ course, subcourse }: WithdrawalContext) =>
  `${course.code}: ${course.name}, ${subcourse.name} (${SUBCOURSE_TERM_LABELS[subcourse.term] ?? `Term ${subcourse.term}`} ${subcourse.year})`;

/**
 * "Project Withdrawn" to each client of the project, with the staff's reason quoted: the client
 * asked for the project to be offered and is owed the why.
 */
export function withdrawnClientMails(
  recipients: Person[],
  reason: string,
  ctx: WithdrawalContext,
): (Mail & { about: string[] })[] {
  const { project } = ctx;
  const paragraphs = [
    `Your project "${project.name}" (project ${project.projNo}) has been withdrawn from ${offeringName(ctx)} by the course staff.`,
    'Students can no longer choose it. Groups already allocated to it keep it until the course staff publish a new allocation.',
    'The course staff gave this reason:',
  ];
  const link = `${ctx.publicUrl}/project/${encodeURIComponent(project.id)}/view`;
  return recipients.map((recipient) => ({
    ...compose(recipient.email, AFTER_PUBLISH_SUBJECTS.withdrawn, {
      name: recipient.name,
      paragraphs,
      quote: { text: reason },
      action: { label: 'See the project', url: link },
    }),
    about: [recipient.id],
  }));
}

/**
 * "Project Withdrawn" to each member of a group allocated to the project. Students are told
 * what happens to them, never the staff's reason, which may concern the client.
 */
export function withdrawnMemberMails(
  recipients: (Person & { groupId: string; groupName: string })[],
  ctx: WithdrawalContext,
): (Mail & { about: string[] })[] {
  return recipients.map((recipient) => ({
    ...compose(recipient.email, AFTER_PUBLISH_SUBJECTS.withdrawn, {
      name: recipient.name,
      paragraphs: [
        `The project "${ctx.project.name}" that your group ${recipient.groupName} is allocated to has been withdrawn from ${offeringName(ctx)}.`,
        'Your group keeps this project until the course staff publish a new allocation. You will be emailed then.',
      ],
      action: {
        label: 'See your group',
        url: `${ctx.publicUrl}/group/profile/${encodeURIComponent(recipient.groupId)}`,
      },
    }),
    about: [recipient.id],
  }));
}
